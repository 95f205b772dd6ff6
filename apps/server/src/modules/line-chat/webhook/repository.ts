import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lineWebhookEvents } from '../../../db/schema/index.ts';

export type WebhookEventRow = typeof lineWebhookEvents.$inferSelect;
export type NewWebhookEvent = Pick<
  typeof lineWebhookEvents.$inferInsert,
  'webhookEventId' | 'type' | 'lineUserId' | 'event' | 'occurredAt' | 'redelivery'
>;

/** The webhook's queue of events (issue 37), claimed with SKIP LOCKED and a lease like message runs (ADR 29). */
export class WebhookEventsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the events in one statement; an event already stored (LINE redelivered it, or the same
   * body came twice) is left as it is, so it is worked once. Answers how many were new.
   */
  async enqueue(events: NewWebhookEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const inserted = await this.db
      .insert(lineWebhookEvents)
      .values(events)
      .onConflictDoNothing({ target: lineWebhookEvents.webhookEventId })
      .returning({ id: lineWebhookEvents.webhookEventId });
    return inserted.length;
  }

  /**
   * Takes the oldest pending event no live process holds, for `leaseMs`, counting the attempt as it
   * takes it (so an event that kills the process every time still runs out of attempts). A person's
   * events are worked in the order they happened: one waits while an earlier one of theirs is pending.
   */
  claim(now: Date, worker: string, leaseMs: number): Promise<WebhookEventRow | null> {
    const earlier = sql`EXISTS (
      SELECT 1 FROM ${lineWebhookEvents} AS before
      WHERE before.status = 'pending' AND before.line_user_id = ${lineWebhookEvents.lineUserId}
        AND (before.occurred_at, before.webhook_event_id) < (${lineWebhookEvents.occurredAt}, ${lineWebhookEvents.webhookEventId}))`;
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: lineWebhookEvents.webhookEventId })
        .from(lineWebhookEvents)
        .where(
          and(
            eq(lineWebhookEvents.status, 'pending'),
            or(isNull(lineWebhookEvents.lockedUntil), lte(lineWebhookEvents.lockedUntil, now)),
            sql`NOT ${earlier}`,
          ),
        )
        .orderBy(lineWebhookEvents.occurredAt, lineWebhookEvents.webhookEventId)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [row] = await tx
        .update(lineWebhookEvents)
        .set({
          lockedBy: worker,
          lockedUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${lineWebhookEvents.attempts} + 1`,
        })
        .where(eq(lineWebhookEvents.webhookEventId, due.id))
        .returning();
      return row ?? null;
    });
  }

  /** Done: kept a while so a redelivery of it is still recognised, then removed by `deleteFinished`. */
  async markDone(id: string, worker: string, now: Date): Promise<void> {
    await this.db
      .update(lineWebhookEvents)
      .set({ status: 'done', doneAt: now, lockedBy: null, lockedUntil: null, error: null })
      .where(and(eq(lineWebhookEvents.webhookEventId, id), eq(lineWebhookEvents.lockedBy, worker)));
  }

  /** The attempt failed: tried again once `retryAt` has passed, by whichever process claims it then. */
  async retryLater(id: string, worker: string, error: string, retryAt: Date): Promise<void> {
    await this.db
      .update(lineWebhookEvents)
      .set({ lockedBy: null, lockedUntil: retryAt, error })
      .where(and(eq(lineWebhookEvents.webhookEventId, id), eq(lineWebhookEvents.lockedBy, worker)));
  }

  /** Given up; `doneAt` says when, so it is removed like a done event. */
  async markFailed(id: string, worker: string, error: string, now: Date): Promise<void> {
    await this.db
      .update(lineWebhookEvents)
      .set({ status: 'failed', doneAt: now, lockedBy: null, lockedUntil: null, error })
      .where(and(eq(lineWebhookEvents.webhookEventId, id), eq(lineWebhookEvents.lockedBy, worker)));
  }

  /** Removes events finished (done or given up) before `cutoff`; answers how many. */
  async deleteFinished(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(lineWebhookEvents)
      .where(and(inArray(lineWebhookEvents.status, ['done', 'failed']), lt(lineWebhookEvents.doneAt, cutoff)))
      .returning({ id: lineWebhookEvents.webhookEventId });
    return deleted.length;
  }
}
