import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { events, guests, meetingSeries, registrations, visitorInvitations } from '../../../db/schema/index.ts';
import { isLive, isOwed } from '../../books/registration-repository.ts';

export type GuestValues = Pick<typeof guests.$inferInsert, 'firstName' | 'lastName' | 'phone' | 'company'>;

/** A live substitute with their seat and meeting, as the member's list and the cancellation read it. */
const substituteFields = {
  guestId: guests.id,
  firstName: guests.firstName,
  lastName: guests.lastName,
  phone: guests.phone,
  company: guests.company,
  registrationId: registrations.id,
  priceSatang: registrations.priceSatang,
  /** The substitute pays their own meal (the series' setting when they were sent). */
  paysSelf: sql<boolean>`${registrations.guestId} IS NOT NULL`.mapWith((value) => value === true || value === 't'),
  paidAt: registrations.paidAt,
  eventId: events.id,
  eventName: events.name,
  startsAt: events.startsAt,
};

/** Live substitutes (not cancelled, their seat live) with their seats and meetings, narrowed by `where`. */
function liveSubstitutes(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(substituteFields)
    .from(guests)
    .innerJoin(registrations, and(eq(registrations.seatGuestId, guests.id), isLive()))
    .innerJoin(events, eq(events.id, guests.eventId))
    .where(and(eq(guests.kind, 'substitute'), isNull(guests.cancelledAt), where));
}

/** Substitutes members send to meetings (ADR 54): a guest row and the seat the member pays for. */
export class SubstitutesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The meeting, locked against a cancellation or an edit until the substitute is stored, with who
   * pays a substitute's meal as the series says now.
   */
  async findEvent(tx: DbOrTx, eventId: number) {
    const [row] = await tx
      .select({ event: events, substitutePays: meetingSeries.substitutePays })
      .from(events)
      .leftJoin(meetingSeries, eq(meetingSeries.id, events.seriesId))
      .where(eq(events.id, eventId))
      .for('share', { of: events });
    return row ? { ...row.event, substitutePays: row.substitutePays ?? false } : null;
  }

  /** The substitute's own link to pay (ADR 55), already theirs: only its hash is kept. */
  async insertPayLink(
    tx: DbOrTx,
    values: { eventId: number; hostMemberId: number; guestId: number; tokenHash: string; at: Date; expiresAt: Date },
  ) {
    await tx.insert(visitorInvitations).values({
      eventId: values.eventId,
      hostMemberId: values.hostMemberId,
      guestId: values.guestId,
      tokenHash: values.tokenHash,
      createdAt: values.at,
      expiresAt: values.expiresAt,
    });
  }

  async insertGuest(tx: DbOrTx, values: GuestValues & { eventId: number; hostMemberId: number }) {
    const [row] = await tx
      .insert(guests)
      .values({ ...values, kind: 'substitute', createdBy: values.hostMemberId })
      .returning();
    if (!row) throw new Error('guest insert returned nothing');
    return row;
  }

  /** The seat, owed by the member who sends the substitute, or by the substitute (`paysSelf`). */
  async insertSeat(
    tx: DbOrTx,
    values: { memberId: number; eventId: number; guestId: number; priceSatang: number; paysSelf: boolean },
  ) {
    const [row] = await tx
      .insert(registrations)
      .values({
        ...(values.paysSelf ? { guestId: values.guestId } : { memberId: values.memberId }),
        eventId: values.eventId,
        seatGuestId: values.guestId,
        priceSatang: values.priceSatang,
      })
      .returning();
    if (!row) throw new Error('seat insert returned nothing');
    return row;
  }

  /** The member's live substitutes for meetings that have not ended, soonest first. */
  ofMember(memberId: number, now: Date) {
    return liveSubstitutes(this.db, and(eq(guests.hostMemberId, memberId), gt(events.endsAt, now))).orderBy(
      asc(events.startsAt),
    );
  }

  /** The member's live substitute for a meeting, locked for the cancellation. */
  async liveOf(tx: DbOrTx, memberId: number, eventId: number) {
    const [row] = await liveSubstitutes(tx, and(eq(guests.eventId, eventId), eq(guests.hostMemberId, memberId))).for(
      'update',
      { of: [guests, registrations] },
    );
    return row ?? null;
  }

  /**
   * Cancels the substitute and their seat, the seat only while unpaid (in the same statement): a
   * confirmation racing this either paid it first, and nothing is cancelled, or finds it cancelled.
   */
  async cancel(tx: DbOrTx, guestId: number, registrationId: number, memberId: number, at: Date): Promise<boolean> {
    const seat = await tx
      .update(registrations)
      .set({ cancelledAt: at })
      .where(and(eq(registrations.id, registrationId), isOwed()))
      .returning({ id: registrations.id });
    if (seat.length === 0) return false;
    await tx.update(guests).set({ cancelledAt: at, cancelledBy: memberId }).where(eq(guests.id, guestId));
    return true;
  }
}
