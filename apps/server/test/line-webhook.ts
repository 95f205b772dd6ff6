import { createHmac, randomUUID } from 'node:crypto';
import { apiRoutes } from '@chapter/contract/routes';
import type { webhook } from '@line/bot-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { BOT_USER_ID, MESSAGING_CHANNEL_SECRET } from './line-test-app.ts';
import type { TestApp } from './test-app.ts';

/** X-Line-Signature as LINE computes it: base64 HMAC-SHA256 of the raw body with the channel secret. */
export function lineSignature(rawBody: string | Buffer, secret = MESSAGING_CHANNEL_SECRET): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

export interface WebhookPost {
  /** The body's exact text; built from `events` (and `destination`) when left out. */
  raw?: string;
  events?: webhook.Event[];
  destination?: string;
  /** The signature header: a computed one by default, null for none. */
  signature?: string | null;
  contentType?: string;
}

/** Posts to the webhook as LINE's platform does: signed with the Messaging API channel's secret. */
export function postWebhook(t: TestApp, post: WebhookPost = {}): Promise<LightMyRequestResponse> {
  const raw = post.raw ?? JSON.stringify({ destination: post.destination ?? BOT_USER_ID, events: post.events ?? [] });
  const signature = post.signature === undefined ? lineSignature(raw) : post.signature;
  return t.app.inject({
    method: apiRoutes.lineWebhook.method,
    url: apiRoutes.lineWebhook.path,
    headers: {
      'content-type': post.contentType ?? 'application/json; charset=utf-8',
      ...(signature !== null && { 'x-line-signature': signature }),
    },
    payload: raw,
  });
}

/** What every event of a person's chat carries; `at` is LINE's timestamp. */
function base(userId: string, at: Date) {
  return {
    mode: 'active' as const,
    timestamp: at.getTime(),
    source: { type: 'user' as const, userId },
    webhookEventId: `01${randomUUID().replaceAll('-', '').toUpperCase().slice(0, 24)}`,
    deliveryContext: { isRedelivery: false },
  };
}

const replyToken = () => randomUUID().replaceAll('-', '');

export const chatEvents = {
  follow: (userId: string, at = new Date()): webhook.FollowEvent => ({
    ...base(userId, at),
    type: 'follow',
    replyToken: replyToken(),
    follow: { isUnblocked: false },
  }),
  unfollow: (userId: string, at = new Date()): webhook.UnfollowEvent => ({ ...base(userId, at), type: 'unfollow' }),
  image: (userId: string, messageId: string, at = new Date()): webhook.MessageEvent => ({
    ...base(userId, at),
    type: 'message',
    replyToken: replyToken(),
    message: {
      type: 'image',
      id: messageId,
      quoteToken: replyToken(),
      contentProvider: { type: 'line' },
    } as webhook.ImageMessageContent,
  }),
  text: (userId: string, text: string, at = new Date()): webhook.MessageEvent => ({
    ...base(userId, at),
    type: 'message',
    replyToken: replyToken(),
    message: { type: 'text', id: String(Date.now()), quoteToken: replyToken(), text } as webhook.TextMessageContent,
  }),
  postback: (userId: string, data: string, at = new Date()): webhook.PostbackEvent => ({
    ...base(userId, at),
    type: 'postback',
    replyToken: replyToken(),
    postback: { data },
  }),
  /** The same event as LINE sends it again after a failed delivery: same id, marked a redelivery. */
  redelivered: <E extends webhook.Event>(event: E): E => ({ ...event, deliveryContext: { isRedelivery: true } }),
  /** An event of a group chat, which the chapter's account does not take part in. */
  inGroup: <E extends webhook.Event>(event: E): E => ({
    ...event,
    source: { type: 'group', groupId: `C${'1'.repeat(32)}`, userId: event.source?.userId },
  }),
};
