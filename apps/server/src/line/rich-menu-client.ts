import { messagingApi } from '@line/bot-sdk';

export type RichMenuRequest = messagingApi.RichMenuRequest;

/**
 * LINE answers each rich-menu call in well under 2 s; none is awaited inside a member's request
 * (an Admin's rebuild and the beat's sync are), so a slow LINE holds the caller at most this long
 * per call, like the chat's client.
 */
const TIMEOUT_MS = 8_000;

function timeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), TIMEOUT_MS).unref()),
  ]);
}

/**
 * The Messaging API's rich menus through the official SDK (issue 37): create one, upload its image
 * (on LINE's data host), make it the default, link and unlink it per user, delete it. Every call
 * throws LINE's refusal (the SDK's HTTPFetchError) or a time-out; the caller decides what to retry.
 */
export class LineRichMenuClient {
  private readonly client: messagingApi.MessagingApiClient;
  private readonly blobs: messagingApi.MessagingApiBlobClient;

  constructor(channelAccessToken: string, apiBaseUrl: string, dataApiBaseUrl: string) {
    this.client = new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: apiBaseUrl });
    this.blobs = new messagingApi.MessagingApiBlobClient({ channelAccessToken, baseURL: dataApiBaseUrl });
  }

  /** The new menu's id. */
  async create(menu: RichMenuRequest): Promise<string> {
    const { richMenuId } = await timeout(this.client.createRichMenu(menu), 'create rich menu');
    return richMenuId;
  }

  /** A menu takes one image, once; LINE refuses to link or default a menu without it. */
  async uploadImage(richMenuId: string, image: Buffer, contentType: 'image/png' | 'image/jpeg'): Promise<void> {
    const body = new Blob([new Uint8Array(image)], { type: contentType });
    await timeout(this.blobs.setRichMenuImage(richMenuId, body), 'rich menu image');
  }

  /** The menu everyone without a menu of their own sees. */
  async setDefault(richMenuId: string): Promise<void> {
    await timeout(this.client.setDefaultRichMenu(richMenuId), 'default rich menu');
  }

  async link(lineUserId: string, richMenuId: string): Promise<void> {
    await timeout(this.client.linkRichMenuIdToUser(lineUserId, richMenuId), 'link rich menu');
  }

  /** The user falls back to the default menu. */
  async unlink(lineUserId: string): Promise<void> {
    await timeout(this.client.unlinkRichMenuIdFromUser(lineUserId), 'unlink rich menu');
  }

  /** LINE takes a deleted menu away from everyone it was linked to. */
  async remove(richMenuId: string): Promise<void> {
    await timeout(this.client.deleteRichMenu(richMenuId), 'delete rich menu');
  }
}
