import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { LineMessage } from './messaging-client.ts';

/**
 * LINE answers a reply or a content request in well under 2 s; the worker waits no longer than
 * this for either, so one slow call cannot hold the webhook's queue.
 */
const TIMEOUT_MS = 8_000;

function timeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), TIMEOUT_MS).unref()),
  ]);
}

export class MessageContentTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`message content over ${maxBytes} bytes`);
    this.name = 'MessageContentTooLarge';
  }
}

/** Why LINE refused a call, in LINE's own words (its JSON `message`), for the log. */
export function lineRefusal(error: unknown): string {
  if (error instanceof HTTPFetchError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown };
      if (typeof body.message === 'string') return `${error.status} ${body.message}`;
    } catch {}
    return `${error.status} ${error.statusText}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The chat side of the Messaging API (issue 37), through the official SDK: replies, which answer an
 * event with its reply token and do not count against the monthly quota; the content of an image a
 * person sent (on LINE's data host); and the bot's own user id, which LINE puts in every webhook
 * call's `destination`.
 */
export class LineChatClient {
  private readonly client: messagingApi.MessagingApiClient;
  private readonly blobs: messagingApi.MessagingApiBlobClient;

  constructor(channelAccessToken: string, apiBaseUrl: string, dataApiBaseUrl: string) {
    this.client = new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: apiBaseUrl });
    this.blobs = new messagingApi.MessagingApiBlobClient({ channelAccessToken, baseURL: dataApiBaseUrl });
  }

  /** Throws when LINE refuses (a reply token is single use and lasts about a minute) or does not answer. */
  async reply(replyToken: string, messages: LineMessage[]): Promise<void> {
    await timeout(this.client.replyMessage({ replyToken, messages }), 'reply');
  }

  /**
   * The bytes of a message's content, at most `maxBytes` (read no further: a bigger file is refused
   * before it is all in memory). Throws MessageContentTooLarge, or LINE's refusal.
   */
  async messageContent(messageId: string, maxBytes: number): Promise<Buffer> {
    return timeout(
      (async () => {
        const stream = await this.blobs.getMessageContent(messageId);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of stream) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          size += bytes.length;
          if (size > maxBytes) {
            stream.destroy();
            throw new MessageContentTooLarge(maxBytes);
          }
          chunks.push(bytes);
        }
        return Buffer.concat(chunks);
      })(),
      'message content',
    );
  }

  /** The bot's user id (`U…`), what LINE puts in a webhook call's `destination`. */
  async botUserId(): Promise<string> {
    const info = await timeout(this.client.getBotInfo(), 'bot info');
    return info.userId;
  }
}
