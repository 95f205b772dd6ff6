import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutOf, richMenuDefinitions, richMenuRequest } from './definitions.ts';
import { MAX_RICH_MENU_IMAGE_BYTES, renderRichMenuImage, richMenuSvg } from './image.ts';

const definitions = richMenuDefinitions({
  eventUrl: 'https://liff.line.me/1-event',
  paymentUrl: 'https://liff.line.me/1-payment',
  profileUrl: 'https://liff.line.me/1-profile',
});

describe('rich menu images', () => {
  it.each(['member', 'staff', 'visitor'] as const)(
    'draws the %s menu as a PNG of the menu’s size, under 1 MB',
    async (audience) => {
      const definition = definitions[audience];
      const image = await renderRichMenuImage(definition);
      expect(image.contentType).toBe('image/png');
      expect(image.bytes.length).toBeLessThan(MAX_RICH_MENU_IMAGE_BYTES);
      const { format, width, height } = await sharp(image.bytes).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', ...richMenuRequest(definition).size });
    },
  );

  it('lays the tiles out on LINE’s sizes: one row up to three, two rows beyond, every area inside', () => {
    expect(layoutOf(definitions.visitor)).toMatchObject({ width: 2500, height: 843 });
    expect(layoutOf(definitions.member)).toMatchObject({ width: 2500, height: 1686 });
    const staff = layoutOf(definitions.staff);
    expect(staff.boxes).toHaveLength(6);
    for (const box of staff.boxes) {
      expect(box.x + box.width).toBeLessThanOrEqual(2500);
      expect(box.y + box.height).toBeLessThanOrEqual(1686);
    }
  });

  it('writes the Thai labels into the picture, escaped', () => {
    const svg = richMenuSvg(definitions.staff);
    expect(svg).toContain('ตรวจสอบการชำระเงิน');
    expect(svg).toContain('รายชื่อผู้เข้าร่วม');
  });

  it('keeps every chat bar text within LINE’s 14 characters and action labels within 20', () => {
    for (const definition of Object.values(definitions)) {
      expect(definition.chatBarText.length).toBeLessThanOrEqual(14);
      for (const tile of definition.tiles) expect(tile.action.label?.length ?? 0).toBeLessThanOrEqual(20);
    }
  });

  it('leaves out a tile whose mini-app is not configured rather than opening nowhere', () => {
    const partial = richMenuDefinitions({
      eventUrl: null,
      paymentUrl: 'https://liff.line.me/1-payment',
      profileUrl: null,
    });
    expect(partial.member.tiles.map((tile) => tile.action.type === 'uri' && tile.action.uri)).toEqual([
      'https://liff.line.me/1-payment',
    ]);
    expect(partial.visitor.tiles.map((tile) => tile.action.type)).toEqual(['postback']);
  });
});
