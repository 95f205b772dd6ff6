import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLine, startFakeLine } from './server.ts';

// Through the real @line/bot-sdk 10.8.0 clients, as the server calls them.
const CHANNEL_TOKEN = 'rich-menu-channel-token';
const ALICE = 'U0123456789abcdef0123456789abcdef';

let line: FakeLine;
let client: messagingApi.MessagingApiClient;
let blobs: messagingApi.MessagingApiBlobClient;

beforeAll(async () => {
  line = await startFakeLine({ loginChannels: ['1234567890'], messagingAccessToken: CHANNEL_TOKEN });
  client = new messagingApi.MessagingApiClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: line.url });
  blobs = new messagingApi.MessagingApiBlobClient({ channelAccessToken: CHANNEL_TOKEN, baseURL: line.url });
});
afterAll(() => line.close());
beforeEach(() => line.reset());

/** The start of a PNG of this size: the signature and the IHDR chunk, all LINE's check reads. */
function png(width: number, height: number): Blob {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return new Blob([bytes], { type: 'image/png' });
}

const menu: messagingApi.RichMenuRequest = {
  size: { width: 2500, height: 843 },
  selected: true,
  name: 'members',
  chatBarText: 'เมนู',
  areas: [
    { bounds: { x: 0, y: 0, width: 1250, height: 843 }, action: { type: 'uri', uri: 'https://liff.line.me/1-a' } },
    { bounds: { x: 1250, y: 0, width: 1250, height: 843 }, action: { type: 'postback', data: 'a=visit' } },
  ],
};

async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; body: { message: string; details?: unknown[] } }> {
  const error = await promise.then(
    () => {
      throw new Error('expected LINE to refuse the request');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HTTPFetchError);
  const fetchError = error as HTTPFetchError;
  return { status: fetchError.status, body: JSON.parse(fetchError.body) };
}

describe('rich menus', () => {
  it('creates a menu, takes its image once, links it to a user and makes it the default', async () => {
    const { richMenuId } = await client.createRichMenu(menu);
    expect(richMenuId).toMatch(/^richmenu-[0-9a-f]{32}$/);
    await blobs.setRichMenuImage(richMenuId, png(2500, 843));
    expect((await refusal(blobs.setRichMenuImage(richMenuId, png(2500, 843)))).status).toBe(400);

    await client.linkRichMenuIdToUser(ALICE, richMenuId);
    expect((await client.getRichMenuIdOfUser(ALICE)).richMenuId).toBe(richMenuId);
    await client.setDefaultRichMenu(richMenuId);
    expect((await client.getDefaultRichMenuId()).richMenuId).toBe(richMenuId);
    expect((await client.getRichMenuList()).richmenus.map((listed) => listed.name)).toEqual(['members']);
    expect(line.richMenus.imageOf(richMenuId)?.length).toBe(33);
  });

  it('refuses a menu with a chat bar text over 14 characters, an area outside the image or an unknown action', async () => {
    const refused = await refusal(
      client.createRichMenu({
        ...menu,
        chatBarText: 'เมนูของสมาชิกชาปเตอร์',
        areas: [
          { bounds: { x: 2000, y: 0, width: 1000, height: 843 }, action: { type: 'uri', uri: 'https://x.test' } },
          { bounds: { x: 0, y: 0, width: 10, height: 10 }, action: { type: 'teleport' } as never },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([
      { message: 'size must be between 1 and 14', property: 'chatBarText' },
      { message: 'bounds must be within the rich menu size', property: 'areas[0].bounds' },
      { message: 'type is invalid', property: 'areas[1].action.type' },
    ]);
    expect(line.richMenus.menus.size).toBe(0);
  });

  it('refuses more than 20 areas and a size LINE does not take', async () => {
    const area = menu.areas?.[0];
    const refused = await refusal(
      client.createRichMenu({ ...menu, size: { width: 2500, height: 2500 }, areas: Array(21).fill(area) }),
    );
    expect(refused.body.details).toEqual([
      { message: 'aspect ratio (width / height) must be at least 1.45', property: 'size' },
      { message: 'size must be between 0 and 20', property: 'areas' },
    ]);
  });

  it('refuses an image whose size is not the menu’s, or that is not PNG or JPEG', async () => {
    const { richMenuId } = await client.createRichMenu(menu);
    expect((await refusal(blobs.setRichMenuImage(richMenuId, png(2500, 1686)))).status).toBe(400);
    const gif = new Blob([Buffer.from('GIF89a')], { type: 'image/gif' });
    expect((await refusal(blobs.setRichMenuImage(richMenuId, gif))).status).toBe(415);
    expect(line.richMenus.imageOf(richMenuId)).toBeNull();
  });

  it('will not link or default a menu that has no image yet', async () => {
    const { richMenuId } = await client.createRichMenu(menu);
    const linked = await refusal(client.linkRichMenuIdToUser(ALICE, richMenuId));
    expect(linked).toEqual({ status: 400, body: { message: 'must upload richmenu image before applying it to user' } });
    expect((await refusal(client.setDefaultRichMenu(richMenuId))).status).toBe(400);
    expect((await refusal(client.getRichMenuIdOfUser(ALICE))).status).toBe(404);
  });

  it('unlinking leaves the user on the default, and deleting a menu takes it from its users', async () => {
    const own = (await client.createRichMenu(menu)).richMenuId;
    const fallback = (await client.createRichMenu({ ...menu, name: 'visitors' })).richMenuId;
    await blobs.setRichMenuImage(own, png(2500, 843));
    await blobs.setRichMenuImage(fallback, png(2500, 843));
    await client.setDefaultRichMenu(fallback);
    await client.linkRichMenuIdToUser(ALICE, own);
    expect(line.richMenus.shownTo(ALICE)).toBe(own);

    await client.unlinkRichMenuIdFromUser(ALICE);
    expect(line.richMenus.shownTo(ALICE)).toBe(fallback);

    await client.linkRichMenuIdToUser(ALICE, own);
    await client.deleteRichMenu(own);
    expect((await refusal(client.getRichMenuIdOfUser(ALICE))).status).toBe(404);
    expect((await refusal(client.deleteRichMenu(own))).status).toBe(404);
  });

  it('refuses every call without the channel’s token', async () => {
    const stranger = new messagingApi.MessagingApiClient({ channelAccessToken: 'wrong', baseURL: line.url });
    expect((await refusal(stranger.createRichMenu(menu))).status).toBe(401);
    expect((await refusal(stranger.getRichMenuList())).status).toBe(401);
  });
});
