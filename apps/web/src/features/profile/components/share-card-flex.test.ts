import type { TPublicProfileResponse } from '@chapter/contract/members';
import { describe, expect, it } from 'vitest';
import { cardFlexMessage, cardLinks } from './share-card-flex.ts';

const everything: TPublicProfileResponse = {
  full_name: 'สมชาย รักงาน',
  email: 'somchai@example.com',
  company: 'บริษัท รักงาน จำกัด',
  tel: '0811111111',
  liff_picture_url: 'https://profile.line-scdn.net/somchai',
  position: 'กรรมการผู้จัดการ',
  website: 'https://example.com',
};
const links = cardLinks('k3Vq9ZtR2xLm8PwN4bYc1A', 'https://chapter.example');

describe('the card bubble shared into LINE', () => {
  it('shows the picture, name, company and position, with call, save contact and open card buttons', () => {
    const message = cardFlexMessage(everything, links);

    expect(message.altText).toBe('นามบัตรของ สมชาย รักงาน');
    expect(message.contents.hero).toEqual(
      expect.objectContaining({ type: 'image', url: 'https://profile.line-scdn.net/somchai' }),
    );
    expect(message.contents.body.contents.map((item) => ('text' in item ? item.text : null))).toEqual([
      'สมชาย รักงาน',
      'บริษัท รักงาน จำกัด',
      'กรรมการผู้จัดการ',
    ]);
    expect(message.contents.footer.contents.map((item) => ('action' in item ? item.action : null))).toEqual([
      { type: 'uri', label: 'โทร', uri: 'tel:0811111111' },
      { type: 'uri', label: 'บันทึกรายชื่อ', uri: 'https://chapter.example/api/member/vcard/k3Vq9ZtR2xLm8PwN4bYc1A/' },
      { type: 'uri', label: 'เปิดนามบัตร', uri: 'https://chapter.example/nc/k3Vq9ZtR2xLm8PwN4bYc1A' },
    ]);
  });

  it('leaves out what the member left off their card: no picture, no company, no position, no call button', () => {
    const nameOnly = { ...everything, company: null, tel: null, liff_picture_url: null, position: null };
    const message = cardFlexMessage(nameOnly, links);

    expect(message.contents.hero).toBeUndefined();
    expect(message.contents.body.contents).toHaveLength(1);
    expect(JSON.stringify(message)).not.toMatch(/tel:|บริษัท|กรรมการ|line-scdn/);
    expect(message.contents.footer.contents).toHaveLength(2);
  });

  it('a picture LINE cannot show (not https) is left out rather than refused', () => {
    const message = cardFlexMessage({ ...everything, liff_picture_url: 'http://insecure.example/p.png' }, links);

    expect(message.contents.hero).toBeUndefined();
  });
});
