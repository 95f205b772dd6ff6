import { randomUUID } from 'node:crypto';
import type { webhook } from '@line/bot-sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatEvent, ChatHandlers, ImageEvent } from '../chat-event.ts';
import type { WebhookEventRow, WebhookEventsRepository } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook's queue in this process (issue 37): tests await `idle()` after posting events. */
    lineChat: { idle(): Promise<void> };
  }
}

/** An event that keeps failing is given up after this many attempts (a crash mid-event counts as one). */
export const MAX_ATTEMPTS = 5;
/** How long a failed attempt waits before the next, times the attempts so far: 10 s, 20 s, 30 s, 40 s. */
const RETRY_PAUSE_MS = 10_000;
/**
 * Done events are kept this long, so that an event LINE delivers again is recognised and not worked
 * twice. LINE redelivers within hours; a week leaves room for an outage, and keeps little.
 */
export const KEEP_FINISHED_MS = 7 * 24 * 3600_000;

export interface ChatQueueOptions {
  repository: WebhookEventsRepository;
  handlers: ChatHandlers;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How long a process holds an event before another may take it over (it died mid-event). */
  leaseMs: number;
}

/** The event as a handler receives it; null for one the queue does not hand on (no person's chat). */
export function chatEventOf(row: WebhookEventRow): ChatEvent | null {
  if (row.lineUserId === null) return null;
  const event = row.event as webhook.Event;
  const replyToken = 'replyToken' in event && typeof event.replyToken === 'string' ? event.replyToken : null;
  return { event, lineUserId: row.lineUserId, replyToken, occurredAt: row.occurredAt };
}

/** Hands one event to its handler; an event of a kind no handler takes is done as it is. */
export async function dispatch(handlers: ChatHandlers, chat: ChatEvent): Promise<void> {
  const { event } = chat;
  switch (event.type) {
    case 'follow':
      return handlers.follow(chat as ChatEvent<webhook.FollowEvent>);
    case 'unfollow':
      return handlers.unfollow(chat as ChatEvent<webhook.UnfollowEvent>);
    case 'message':
      if ((event as webhook.MessageEvent).message?.type === 'image')
        return handlers.image(chat as ChatEvent<ImageEvent>);
      return;
    case 'postback': {
      const raw = (event as webhook.PostbackEvent).postback?.data;
      const data = new URLSearchParams(typeof raw === 'string' ? raw : '');
      const name = data.get('a');
      // Own names only: `a=constructor` must not reach Object's prototype.
      const handler = name !== null && Object.hasOwn(handlers.postbacks, name) ? handlers.postbacks[name] : undefined;
      if (handler) await handler(chat as ChatEvent<webhook.PostbackEvent>, data);
      return;
    }
    default:
      return;
  }
}

/**
 * Works the webhook's events (issue 37). The webhook kicks it after storing a call's events; the
 * message beat drives it too, so events a stopped process left (their lease run out) or whose retry
 * is due are worked, by whichever process gets there first.
 */
export class ChatQueue {
  /** Names this process's claims in `locked_by` (two apps in one test process differ). */
  readonly holder = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private draining: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: ChatQueueOptions) {}

  /** Starts working what is due without waiting; a failure is logged. */
  kick(): void {
    this.drain().catch((error: unknown) => this.options.log.error({ err: error }, 'LINE chat queue failed'));
  }

  /** Works every due event until none is left; a call while it works makes it look once more. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          while (await this.workOne()) {}
        } while (this.again);
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /** Resolves once this process has nothing due left to work (events waiting for a retry are not due). */
  idle(): Promise<void> {
    return this.drain();
  }

  /**
   * On close: waits for the events this process is working, and starts nothing new (the database
   * may already be gone; what is left is worked by the next beat anywhere).
   */
  async stop(): Promise<void> {
    await this.draining?.catch((error: unknown) => this.options.log.warn({ err: error }, 'LINE chat queue stopped'));
  }

  /** One beat: what is due, then the removal of events finished long enough ago. */
  async tick(at: Date): Promise<void> {
    await this.drain();
    await this.options.repository.deleteFinished(new Date(at.getTime() - KEEP_FINISHED_MS));
  }

  /** Claims and works one due event; false when there was none. */
  async workOne(): Promise<boolean> {
    const { repository, now, leaseMs, log } = this.options;
    const row = await repository.claim(now(), this.holder, leaseMs);
    if (!row) return false;
    const chat = chatEventOf(row);
    try {
      if (chat) await dispatch(this.options.handlers, chat);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const where = { err: error, event: row.webhookEventId, type: row.type, attempt: row.attempts };
      if (row.attempts >= MAX_ATTEMPTS) {
        log.error(where, 'LINE chat event failed; given up');
        await repository.markFailed(row.webhookEventId, this.holder, reason, now());
      } else {
        log.warn(where, 'LINE chat event failed; it will be retried');
        const retryAt = new Date(now().getTime() + RETRY_PAUSE_MS * row.attempts);
        await repository.retryLater(row.webhookEventId, this.holder, reason, retryAt);
      }
      return true;
    }
    await repository.markDone(row.webhookEventId, this.holder, now());
    return true;
  }
}
