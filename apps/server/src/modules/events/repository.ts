import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { dataVersions, events, meetingSeries, registrations } from '../../db/schema/index.ts';
import { isLive, isOwed, isOwnSeat, isVoidedWithEvent, liveRegistrationsOf } from '../books/registration-repository.ts';

export type EventRow = typeof events.$inferSelect;
export type ListedEventRow = EventRow & { substitutePays: boolean };

export class EventsRepository {
  constructor(private readonly db: Db) {}

  /** The `event-list` data version: raised by triggers whenever events, registrations or attendees' names change. */
  async eventListVersion(): Promise<number> {
    const [row] = await this.db
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.name, 'event-list'));
    if (!row) throw new Error('data_versions has no event-list row (migration 0007)');
    return row.version;
  }

  /** Events that end after `now`, soonest first, with who pays a meeting's substitute (the series says). */
  async listUnfinished(now: Date): Promise<ListedEventRow[]> {
    const rows = await this.db
      .select({ event: events, substitutePays: meetingSeries.substitutePays })
      .from(events)
      .leftJoin(meetingSeries, eq(meetingSeries.id, events.seriesId))
      .where(gt(events.endsAt, now))
      .orderBy(asc(events.startsAt), asc(events.id));
    return rows.map((row) => ({ ...row.event, substitutePays: row.substitutePays ?? false }));
  }

  /** The live registrations of several events with their members' names, in order of registration. */
  listLiveRegistrations(eventIds: number[]) {
    return liveRegistrationsOf(this.db, eventIds, { id: registrations.id, paidAt: registrations.paidAt });
  }

  /** Who had a registration of these events voided when the event was cancelled (ADR 17). */
  listVoidedRegistrants(eventIds: number[]) {
    if (eventIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectDistinct({ eventId: registrations.eventId, memberId: registrations.memberId })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(inArray(registrations.eventId, eventIds), isVoidedWithEvent()));
  }

  async findEvent(eventId: number): Promise<EventRow | null> {
    const [event] = await this.db.select().from(events).where(eq(events.id, eventId));
    return event ?? null;
  }

  /** Whether the event is cancelled, keeping it from being cancelled until the transaction ends. */
  async isCancelledLocked(tx: DbOrTx, eventId: number): Promise<boolean> {
    const [row] = await tx
      .select({ cancelledAt: events.cancelledAt })
      .from(events)
      .where(eq(events.id, eventId))
      .for('share');
    return row !== undefined && row.cancelledAt !== null;
  }

  async insertRegistration(
    tx: DbOrTx,
    values: { memberId: number; eventId: number; priceSatang: number; registeredAt: Date },
  ) {
    const [row] = await tx.insert(registrations).values(values).returning();
    if (!row) throw new Error('registration insert returned nothing');
    return row;
  }

  /** The member's own live seat at an event, with the event's start. */
  async findLiveRegistration(memberId: number, eventId: number) {
    const [row] = await this.db
      .select({
        id: registrations.id,
        paidAt: registrations.paidAt,
        priceSatang: registrations.priceSatang,
        startsAt: events.startsAt,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(eq(registrations.memberId, memberId), eq(registrations.eventId, eventId), isLive(), isOwnSeat()));
    return row ?? null;
  }

  /**
   * Cancels a registration only if it is still live and unpaid, in one statement, so a payment
   * confirmed at the same moment wins cleanly. Returns whether it cancelled.
   */
  async cancelIfUnpaid(tx: DbOrTx, registrationId: number, at: Date): Promise<boolean> {
    const rows = await tx
      .update(registrations)
      .set({ cancelledAt: at })
      .where(and(eq(registrations.id, registrationId), isOwed()))
      .returning({ id: registrations.id });
    return rows.length === 1;
  }
}
