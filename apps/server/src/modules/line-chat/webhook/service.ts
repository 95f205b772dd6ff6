import type { TLineWebhookRequest } from '@chapter/contract/line-webhook';
import type { FastifyBaseLogger } from 'fastify';
import type { LineChatClient } from '../../../line/chat-client.ts';
import { lineRefusal } from '../../../line/chat-client.ts';
import type { ChatQueue } from './queue.ts';
import type { NewWebhookEvent, WebhookEventsRepository } from './repository.ts';

/**
 * The bot's own user id, which LINE puts in every webhook call's `destination`. LINE shows it
 * nowhere an operator would copy it from reliably, and tells it through the API (`GET /v2/bot/info`),
 * so it is asked once and kept rather than configured (a wrong value would drop every event).
 * Until it is known (no channel token, or LINE did not answer) calls are taken on their signature
 * alone, which already proves they come from this channel; it is asked again on the next call.
 */
export class BotIdentity {
  private known: Promise<string | null> | null = null;

  constructor(
    private readonly client: LineChatClient | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  userId(): Promise<string | null> {
    if (!this.client) return Promise.resolve(null);
    const client = this.client;
    this.known ??= client.botUserId().catch((error: unknown) => {
      this.log.warn({ reason: lineRefusal(error) }, 'LINE bot info not available; webhook destination not checked');
      this.known = null;
      return null;
    });
    return this.known;
  }
}

type WebhookEvent = TLineWebhookRequest['events'][number];

/** The row of an event of a one-to-one chat; null for groups, rooms and anything without a person. */
function rowOf(event: WebhookEvent): NewWebhookEvent | null {
  const userId = event.source?.type === 'user' ? event.source.userId : undefined;
  if (!userId) return null;
  return {
    webhookEventId: event.webhookEventId,
    type: event.type,
    lineUserId: userId,
    event,
    occurredAt: new Date(event.timestamp),
    redelivery: event.deliveryContext?.isRedelivery === true,
  };
}

/** What the webhook does with a call whose signature is good (issue 37). */
export class WebhookService {
  constructor(
    private readonly deps: {
      repository: WebhookEventsRepository;
      queue: ChatQueue;
      bot: BotIdentity;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Stores the call's events of people's chats, each webhookEventId once, and starts the queue
   * without waiting for it: LINE wants its answer within seconds, and the work may call LINE back.
   */
  async receive(body: TLineWebhookRequest): Promise<void> {
    const { repository, queue, bot, log } = this.deps;
    if (body.events.length === 0) return;
    const botUserId = await bot.userId();
    if (botUserId !== null && body.destination !== botUserId) {
      log.warn({ events: body.events.length }, 'LINE webhook call for another bot ignored');
      return;
    }
    const rows = body.events.flatMap((event) => rowOf(event) ?? []);
    // An id twice in one call is one event, like an id seen in an earlier call.
    const unique = [...new Map(rows.map((row) => [row.webhookEventId, row])).values()];
    const added = await repository.enqueue(unique);
    if (added > 0) queue.kick();
  }
}
