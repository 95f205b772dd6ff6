/**
 * The webhook: fake-line POSTs events to the app as LINE's platform does, signed with the
 * Messaging API channel's secret, and records what the app answered. Its control endpoints let a
 * process that cannot call it in-process (Playwright, the demo) configure it and send events.
 */
import { createHmac } from 'node:crypto';
import type { webhook } from '@line/bot-sdk';
import type { MessageContent, WebhookDelivery } from './chat-records.ts';
import type { FakeLineContext, Route } from './context.ts';
import { attempt, badRequest, fields } from './control-replies.ts';
import { type FakeRequest, json, type Reply } from './http.ts';
import { webhookEventBuilders } from './webhook-events.ts';

export interface SendWebhookOptions {
  /** Sent as X-Line-Signature as is, instead of the computed one: a forgery the app must refuse. */
  signature?: string;
  /** Sign with this secret instead of the channel's: another channel's call, which the app must refuse. */
  secret?: string;
  /** The body's `destination`; the bot's user id when left out. */
  destination?: string;
}

/** What the app answered: its status, and its body as JSON when it parses, else as text. */
export interface WebhookAnswer {
  status: number;
  body: unknown;
}

/** X-Line-Signature: base64 of HMAC-SHA256 of the raw body, keyed with the channel secret. */
export function lineSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Sets where the webhook goes and its secret; a field left out keeps its value. */
export function setWebhookTarget(context: FakeLineContext, target: { url?: string; channelSecret?: string }): void {
  if (target.url !== undefined) new URL(target.url); // fail now, not at the first event, on a malformed URL
  if (target.channelSecret === '') throw new Error('fake-line: the channel secret may not be empty');
  const current = context.store.chat.target;
  if (target.url !== undefined) current.url = target.url;
  if (target.channelSecret !== undefined) current.channelSecret = target.channelSecret;
}

/**
 * POSTs `{ destination, events }` to the app's webhook and records the delivery. Throws when no
 * webhook URL or secret is set, or the app cannot be reached: a test's mistake, not LINE's doing.
 */
export async function sendWebhook(
  context: FakeLineContext,
  events: readonly object[],
  options: SendWebhookOptions = {},
): Promise<WebhookAnswer> {
  const { url, channelSecret } = context.store.chat.target;
  if (url === null) throw new Error('fake-line: no webhook URL; start with webhookUrl or call setWebhook');
  const secret = options.secret ?? channelSecret;
  if (secret === null && options.signature === undefined) {
    throw new Error('fake-line: no Messaging channel secret to sign with; start with messagingChannelSecret');
  }
  const payload = { destination: options.destination ?? context.botUserId, events: [...events] };
  const raw = JSON.stringify(payload);
  const signature = options.signature ?? lineSignature(raw, secret as string);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-line-signature': signature,
      'user-agent': 'LineBotWebhook/2.0',
    },
    body: raw,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? '' : (JSON.parse(text) as unknown);
  } catch {
    // Not JSON: kept as the text it is.
  }
  const delivery: WebhookDelivery = {
    url,
    payload,
    signature,
    status: response.status,
    body,
    at: new Date().toISOString(),
  };
  context.store.chat.deliveries.push(delivery);
  return { status: response.status, body };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * One event of a control call: `{kind, userId, ...}` is built as the handle's builders build it
 * (`follow` {isUnblocked?}, `unfollow`, `postback` {data, params?}, `image` {contentBase64,
 * contentType}, `text` {text}, `redeliver` {event}); anything without `kind` is sent as it is.
 */
function eventOf(context: FakeLineContext, spec: Record<string, unknown>): object {
  const build = webhookEventBuilders(context.store.chat);
  const userId = optionalString(spec.userId) ?? '';
  const at = typeof spec.timestamp === 'number' ? { at: new Date(spec.timestamp) } : {};
  switch (spec.kind) {
    case undefined:
      return spec;
    case 'follow':
      return build.follow(userId, { ...at, isUnblocked: spec.isUnblocked === true });
    case 'unfollow':
      return build.unfollow(userId, at);
    case 'postback': {
      const data = optionalString(spec.data);
      if (data === undefined) throw new Error('a postback needs data');
      const params =
        typeof spec.params === 'object' && spec.params !== null ? (spec.params as Record<string, string>) : undefined;
      return build.postback(userId, data, params, at);
    }
    case 'image': {
      const content = optionalString(spec.contentBase64);
      const contentType = optionalString(spec.contentType);
      if (content === undefined || contentType === undefined)
        throw new Error('an image needs contentBase64 and contentType');
      return build.imageMessage(userId, { content: Buffer.from(content, 'base64'), contentType }, at);
    }
    case 'text': {
      const text = optionalString(spec.text);
      if (text === undefined) throw new Error('a text message needs text');
      return build.textMessage(userId, text, at);
    }
    case 'redeliver':
      if (typeof spec.event !== 'object' || spec.event === null) throw new Error('redeliver needs the event');
      return build.redeliver(spec.event as webhook.Event);
    default:
      throw new Error(`unknown event kind ${String(spec.kind)}`);
  }
}

/** POST /__fake/webhook/send {events, signature?, secret?, destination?} → {status, body, events}. */
async function send(context: FakeLineContext, request: FakeRequest): Promise<Reply> {
  const body = fields(request);
  if (!Array.isArray(body.events)) return badRequest('events (an array) is required');
  const specs = body.events as unknown[];
  const built = attempt(() =>
    specs.map((spec) => {
      if (typeof spec !== 'object' || spec === null) throw new Error('each event is an object');
      return eventOf(context, spec as Record<string, unknown>);
    }),
  );
  if (!Array.isArray(built)) return built;
  const options: SendWebhookOptions = {};
  for (const name of ['signature', 'secret', 'destination'] as const) {
    const value = optionalString(body[name]);
    if (value !== undefined) options[name] = value;
  }
  try {
    const answer = await sendWebhook(context, built, options);
    return json(200, { ...answer, events: built });
  } catch (error) {
    return badRequest(error instanceof Error ? error.message : String(error));
  }
}

function content(bytes: MessageContent): { contentType: string; size: number } {
  return { contentType: bytes.contentType, size: bytes.bytes.length };
}

export function webhookControlRoutes(context: FakeLineContext): Route[] {
  const chat = context.store.chat;
  return [
    {
      method: 'POST',
      path: '/__fake/webhook',
      handle: (request) => {
        const body = fields(request);
        const url = optionalString(body.url);
        const channelSecret = optionalString(body.channelSecret);
        return attempt(() => {
          setWebhookTarget(context, {
            ...(url !== undefined && { url }),
            ...(channelSecret !== undefined && { channelSecret }),
          });
          return { status: 204 };
        });
      },
    },
    {
      method: 'GET',
      path: '/__fake/webhook',
      handle: () => json(200, { ...chat.target, destination: context.botUserId }),
    },
    { method: 'POST', path: '/__fake/webhook/send', handle: (request) => send(context, request) },
    { method: 'GET', path: '/__fake/webhook/deliveries', handle: () => json(200, chat.deliveries) },
    {
      method: 'GET',
      path: '/__fake/replies',
      handle: (request) => {
        const to = request.query.get('to');
        return json(200, to === null ? chat.replies : chat.repliesTo(to));
      },
    },
    {
      method: 'POST',
      path: '/__fake/reply-tokens/expire',
      handle: (request) => {
        const token = optionalString(fields(request).replyToken);
        if (token === undefined) return badRequest('replyToken is required');
        return attempt(() => {
          chat.expireReplyToken(token);
          return { status: 204 };
        });
      },
    },
    {
      method: 'GET',
      path: '/__fake/contents',
      handle: () => json(200, Object.fromEntries([...chat.contents].map(([id, bytes]) => [id, content(bytes)]))),
    },
  ];
}
