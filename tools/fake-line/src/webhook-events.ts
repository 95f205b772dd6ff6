/**
 * Webhook event objects as LINE fills them (Messaging API reference, "Webhook event objects"; the
 * shapes of @line/bot-sdk's `webhook` types). Events that LINE lets the bot answer carry a reply
 * token fake-line issues, so POST /v2/bot/message/reply accepts it once; an image message's bytes
 * are kept under its message id, so GET /v2/bot/message/{id}/content serves them.
 */
import { randomBytes } from 'node:crypto';
import type { webhook } from '@line/bot-sdk';
import { type ChatRecords, lineMessageId } from './chat-records.ts';

/** What every builder takes besides its own fields. */
export interface EventOptions {
  /** LINE's `timestamp`; now when left out. */
  at?: Date;
}

/** An event LINE lets the bot answer: its reply token is always there. */
export type Replyable<E extends webhook.Event> = E & { replyToken: string };

export interface WebhookEventBuilders {
  /** A user added the account as a friend (`isUnblocked`: or unblocked it); carries a reply token. */
  follow(userId: string, options?: EventOptions & { isUnblocked?: boolean }): Replyable<webhook.FollowEvent>;
  /** A user blocked the account; no reply token, as LINE sends none. */
  unfollow(userId: string, options?: EventOptions): webhook.UnfollowEvent;
  /** A user tapped a postback action (`params`: a datetime picker's, or a rich menu switch's). */
  postback(
    userId: string,
    data: string,
    params?: Record<string, string>,
    options?: EventOptions,
  ): Replyable<webhook.PostbackEvent>;
  /** A user sent an image: its bytes are kept under the event's `message.id`. */
  imageMessage(
    userId: string,
    image: { content: Buffer; contentType: string },
    options?: EventOptions,
  ): Replyable<webhook.MessageEvent>;
  textMessage(userId: string, text: string, options?: EventOptions): Replyable<webhook.MessageEvent>;
  /** The same event again, as LINE redelivers it after a failed delivery: same id, `isRedelivery: true`. */
  redeliver<E extends webhook.Event>(event: E): E;
}

/** Crockford's base32, ULID's alphabet. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID (26 characters: 48 bits of milliseconds, 80 random), the form of LINE's webhookEventId. */
export function ulid(now = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 10; i += 1) {
    time = BASE32[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const random = [...randomBytes(16)].map((byte) => BASE32[byte % 32]).join('');
  return time + random;
}

const USER_ID = /^U[0-9a-f]{32}$/;

function checkUser(userId: string): void {
  // The app would refuse such an event for reasons that have nothing to do with the test.
  if (!USER_ID.test(userId)) throw new Error(`fake-line: a LINE user id is 'U' and 32 hex digits, not ${userId}`);
}

export function webhookEventBuilders(records: ChatRecords): WebhookEventBuilders {
  function base(userId: string, options: EventOptions = {}) {
    checkUser(userId);
    const at = (options.at ?? new Date()).getTime();
    return {
      mode: 'active' as const,
      timestamp: at,
      source: { type: 'user' as const, userId },
      webhookEventId: ulid(at),
      deliveryContext: { isRedelivery: false },
    };
  }
  /** The token's minute runs from the event's own time, as LINE's runs from when it sent the event. */
  const replyable = (userId: string, options: EventOptions = {}) => ({
    ...base(userId, options),
    replyToken: records.issueReplyToken(userId, (options.at ?? new Date()).getTime()),
  });
  const quoteToken = () => randomBytes(24).toString('base64url');

  return {
    follow: (userId, options = {}) => ({
      ...replyable(userId, options),
      type: 'follow',
      follow: { isUnblocked: options.isUnblocked ?? false },
    }),
    unfollow: (userId, options) => ({ ...base(userId, options), type: 'unfollow' }),
    postback: (userId, data, params, options) => ({
      ...replyable(userId, options),
      type: 'postback',
      postback: params === undefined ? { data } : { data, params },
    }),
    imageMessage: (userId, image, options) => {
      const event = replyable(userId, options);
      const id = records.addContent({ contentType: image.contentType, bytes: image.content });
      const message: webhook.ImageMessageContent = {
        type: 'image',
        id,
        quoteToken: quoteToken(),
        contentProvider: { type: 'line' },
      };
      return { ...event, type: 'message', message };
    },
    textMessage: (userId, text, options) => {
      const message: webhook.TextMessageContent = { type: 'text', id: lineMessageId(), quoteToken: quoteToken(), text };
      return { ...replyable(userId, options), type: 'message', message };
    },
    redeliver: (event) => ({ ...event, deliveryContext: { isRedelivery: true } }),
  };
}
