import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { events, registrations } from '../../../db/schema/index.ts';
import { isLive, isOwed, isPaid } from '../../books/registration-repository.ts';
import type { EventRow } from '../repository.ts';

export type EventValues = Pick<
  typeof events.$inferInsert,
  'name' | 'locationName' | 'startsAt' | 'endsAt' | 'priceSatang' | 'earlyBirdPriceSatang' | 'earlyBirdEndsAt'
>;

export interface EventCounts {
  live: number;
  paid: number;
  ever: number;
}

/** The back office's queries on events. */
export class AdminEventsRepository {
  constructor(private readonly db: Db) {}

  eventsStartingBetween(from: Date, until: Date): Promise<EventRow[]> {
    return this.db
      .select()
      .from(events)
      .where(and(gte(events.startsAt, from), lt(events.startsAt, until)))
      .orderBy(asc(events.startsAt), asc(events.id));
  }

  async findEvent(db: DbOrTx, eventId: number, lock = false): Promise<EventRow | null> {
    const query = db.select().from(events).where(eq(events.id, eventId));
    const [event] = lock ? await query.for('update') : await query;
    return event ?? null;
  }

  /** Registration counts per event: live, live and paid, and ever made (cancelled ones included). */
  async countsOf(eventIds: number[]): Promise<Map<number, EventCounts>> {
    if (eventIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        eventId: registrations.eventId,
        ever: count(),
        live: sql<number>`count(*) FILTER (WHERE ${isLive()})`.mapWith(Number),
        paid: sql<number>`count(*) FILTER (WHERE ${isPaid()})`.mapWith(Number),
      })
      .from(registrations)
      .where(inArray(registrations.eventId, eventIds))
      .groupBy(registrations.eventId);
    return new Map(rows.map((row) => [row.eventId, { live: row.live, paid: row.paid, ever: row.ever }]));
  }

  async insert(tx: DbOrTx, values: EventValues): Promise<EventRow> {
    const [row] = await tx.insert(events).values(values).returning();
    if (!row) throw new Error('event insert returned nothing');
    return row;
  }

  async update(
    tx: DbOrTx,
    eventId: number,
    values: EventValues & Pick<typeof events.$inferInsert, 'handEditedAt'>,
  ): Promise<EventRow> {
    const [row] = await tx.update(events).set(values).where(eq(events.id, eventId)).returning();
    if (!row) throw new Error('event update returned nothing');
    return row;
  }

  /**
   * Marks the event cancelled and cancels its unpaid live registrations. Each registration update
   * is conditional, so a payment confirmation racing this one either lands first (and the
   * registration stays, paid) or finds the registration cancelled.
   */
  async cancel(tx: DbOrTx, eventId: number, at: Date) {
    const [event] = await tx
      .update(events)
      .set({ cancelledAt: at })
      .where(and(eq(events.id, eventId), isNull(events.cancelledAt)))
      .returning();
    if (!event) return null;
    const dropped = await tx
      .update(registrations)
      .set({ cancelledAt: at })
      .where(and(eq(registrations.eventId, eventId), isOwed()))
      .returning({ id: registrations.id, memberId: registrations.memberId, priceSatang: registrations.priceSatang });
    const paid = await tx
      .select({ id: registrations.id, memberId: registrations.memberId })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), isPaid()));
    return { event, dropped, paid };
  }

  async hasRegistrations(tx: DbOrTx, eventId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.eventId, eventId))
      .limit(1);
    return row !== undefined;
  }

  async delete(tx: DbOrTx, eventId: number): Promise<void> {
    await tx.delete(events).where(eq(events.id, eventId));
  }
}
