/**
 * What the chat's side of the Messaging API leaves in the store: the webhook's target and its
 * deliveries, the reply tokens fake-line issued, the replies sent with them, and the contents of
 * messages users sent. In a file of their own, below both, so the store holds them without
 * importing the endpoints (reply.ts, content.ts, webhook.ts) that use the store.
 */
import { randomBytes } from 'node:crypto';

/** LINE's reply tokens may be used once, within one minute of the event that carried them. */
export const REPLY_TOKEN_TTL_MS = 60 * 1000;

/** Where the webhook goes and how it is signed: configuration, kept by reset(). */
export interface WebhookTarget {
  /** The app's webhook URL; null until set (sendWebhook refuses to send then). */
  url: string | null;
  /** The Messaging API channel's secret, the key of X-Line-Signature; null until set. */
  channelSecret: string | null;
}

/** One POST to the app's webhook and what the app answered. */
export interface WebhookDelivery {
  url: string;
  /** The body as sent: `{ destination, events }`. */
  payload: { destination: string; events: object[] };
  signature: string;
  /** The app's answer: its status, and its body as JSON when it parses, else as text. */
  status: number;
  body: unknown;
  at: string;
}

/** An accepted POST /v2/bot/message/reply. Apart from pushes: a reply is free, it counts no quota. */
export interface RepliedMessages {
  /** The user whose event carried the reply token. */
  to: string;
  replyToken: string;
  messages: object[];
  notificationDisabled?: boolean;
  requestId: string;
  at: string;
}

export interface MessageContent {
  contentType: string;
  bytes: Buffer;
}

interface IssuedReplyToken {
  userId: string;
  expiresAt: number;
  used: boolean;
}

/** LINE message ids are long decimal strings. */
export function lineMessageId(): string {
  return BigInt(`0x${randomBytes(7).toString('hex')}`).toString();
}

export class ChatRecords {
  readonly target: WebhookTarget = { url: null, channelSecret: null };
  readonly deliveries: WebhookDelivery[] = [];
  readonly replies: RepliedMessages[] = [];
  /** Tokens stay after use, so a second use is told apart and a held reply still knows its user. */
  readonly replyTokens = new Map<string, IssuedReplyToken>();
  readonly contents = new Map<string, MessageContent>();

  /** A new reply token for an event of this user, valid once within `ttlMs`. */
  issueReplyToken(userId: string, now = Date.now(), ttlMs = REPLY_TOKEN_TTL_MS): string {
    // LINE's are 32 hex digits; nothing in the app should depend on that.
    const token = randomBytes(16).toString('hex');
    this.replyTokens.set(token, { userId, expiresAt: now + ttlMs, used: false });
    return token;
  }

  /** Whether a reply with this token would be accepted now: issued here, unused, unexpired. */
  usable(token: string, now = Date.now()): boolean {
    const issued = this.replyTokens.get(token);
    return issued !== undefined && !issued.used && issued.expiresAt > now;
  }

  /** Uses the token up; returns its user. Call only after usable() said yes. */
  useReplyToken(token: string): string {
    const issued = this.replyTokens.get(token);
    if (!issued) throw new Error('fake-line: unknown reply token');
    issued.used = true;
    return issued.userId;
  }

  /** Lets a test see the app's answer to a late reply without waiting a minute. */
  expireReplyToken(token: string): void {
    const issued = this.replyTokens.get(token);
    if (!issued) throw new Error('fake-line: unknown reply token; it was not issued in a webhook event');
    issued.expiresAt = Date.now() - 1000;
  }

  /** The user a reply body is addressed to, through its token: hold rules with `to` match on it. */
  replyRecipients(body: unknown): string[] {
    const token = typeof body === 'object' && body !== null ? (body as { replyToken?: unknown }).replyToken : undefined;
    const issued = typeof token === 'string' ? this.replyTokens.get(token) : undefined;
    return issued ? [issued.userId] : [];
  }

  /** Keeps bytes as a user's message; returns its new message id. */
  addContent(content: MessageContent): string {
    if (!Buffer.isBuffer(content.bytes)) throw new Error('fake-line: content must be a Buffer');
    const id = lineMessageId();
    this.contents.set(id, { contentType: content.contentType, bytes: Buffer.from(content.bytes) });
    return id;
  }

  repliesTo(userId: string): RepliedMessages[] {
    return this.replies.filter((reply) => reply.to === userId);
  }

  /** Forgets what happened; the webhook target is configuration and stays. */
  reset(): void {
    this.deliveries.length = 0;
    this.replies.length = 0;
    this.replyTokens.clear();
    this.contents.clear();
  }
}
