import { and, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { events, messageOutbox, messageRuns, reminderRules } from '../../db/schema/index.ts';

export type RuleRow = typeof reminderRules.$inferSelect;
type RuleValues = Omit<typeof reminderRules.$inferInsert, 'id' | 'active'>;

/** Staff's reminder rules, and what the scheduler reads to turn them into runs (ADR 29). */
export class RulesRepository {
  constructor(private readonly db: Db) {}

  all() {
    return this.db.select().from(reminderRules).orderBy(reminderRules.id);
  }

  active() {
    return this.db.select().from(reminderRules).where(eq(reminderRules.active, true));
  }

  async create(tx: DbOrTx, values: RuleValues): Promise<RuleRow | undefined> {
    const [created] = await tx.insert(reminderRules).values(values).returning();
    return created;
  }

  async setActive(tx: DbOrTx, id: number, active: boolean): Promise<RuleRow | undefined> {
    const [updated] = await tx.update(reminderRules).set({ active }).where(eq(reminderRules.id, id)).returning();
    return updated;
  }

  async remove(tx: DbOrTx, id: number): Promise<RuleRow | undefined> {
    const [deleted] = await tx.delete(reminderRules).where(eq(reminderRules.id, id)).returning();
    return deleted;
  }

  /**
   * A paused or deleted rule sends nothing more: its runs waiting for their time (or for the morning)
   * are called off. A run already under way finishes, since some members may already have it.
   */
  async cancelWaitingRuns(tx: DbOrTx, ruleId: number): Promise<void> {
    await tx
      .update(messageRuns)
      .set({ status: 'cancelled' })
      .where(and(eq(messageRuns.ruleId, ruleId), eq(messageRuns.status, 'queued'), isNull(messageRuns.materializedAt)));
  }

  /** Each rule's latest run with how many members it reached. */
  lastRuns(ruleIds: number[]) {
    return this.db
      .selectDistinctOn([messageRuns.ruleId], {
        ruleId: messageRuns.ruleId,
        at: messageRuns.dueAt,
        status: messageRuns.status,
        sent: sql<number>`(select count(*)::int from ${messageOutbox} where ${messageOutbox.runId} = ${messageRuns.id} and ${messageOutbox.status} = 'sent')`,
      })
      .from(messageRuns)
      .where(inArray(messageRuns.ruleId, ruleIds))
      .orderBy(messageRuns.ruleId, desc(messageRuns.dueAt), desc(messageRuns.id));
  }

  /**
   * One firing of a rule as a run; its unique key makes it once however many processes see it.
   * Returns 1 when it made the run, 0 when the run was there already.
   */
  async queueRun(ruleId: number, key: string, plan: Record<string, unknown>, dueAt: Date): Promise<number> {
    const inserted = await this.db
      .insert(messageRuns)
      .values({ key, kind: 'rule', ruleId, plan, dueAt })
      .onConflictDoNothing({ target: messageRuns.key })
      .returning({ id: messageRuns.id });
    return inserted.length;
  }

  /** Events not cancelled that start after `now`: those a before-event rule may fire for. */
  upcomingEvents(now: Date) {
    return this.db
      .select({ id: events.id, startsAt: events.startsAt })
      .from(events)
      .where(and(isNull(events.cancelledAt), gt(events.startsAt, now)));
  }

  /** Events still ahead, made since `since` and after `after`: those an event-published rule announces. */
  publishedEvents(since: Date, after: Date, now: Date) {
    return this.db
      .select({ id: events.id, createdAt: events.createdAt })
      .from(events)
      .where(
        and(
          isNull(events.cancelledAt),
          gte(events.createdAt, since),
          gt(events.createdAt, after),
          gt(events.startsAt, now),
        ),
      );
  }
}
