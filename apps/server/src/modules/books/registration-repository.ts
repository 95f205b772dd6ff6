import { and, asc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { events, guests, members, registrations } from '../../db/schema/index.ts';

/*
 * The one home of a registration's state (issue 16): every repository that asks builds on these
 * predicates, so a rule about what counts, what is owed and what is paid is written once (the
 * arithmetic on the rows is money.ts'). A registration is
 * - live: not cancelled (a cancelled event cancels its unpaid registrations, ADR 17);
 * - owed: live and not paid — what the member owes;
 * - paid: payment confirmed by staff (a paid registration stays, even of a cancelled event).
 * A registration is a seat (ADR 54): the member's own, or a guest's their payer pays for. What is
 * owed reads every seat of a payer; who comes reads own seats (`isOwnSeat`) and guests apart.
 */

export const isLive = (): SQL => isNull(registrations.cancelledAt);

export const isOwed = (): SQL => and(isNull(registrations.paidAt), isNull(registrations.cancelledAt)) as SQL;

export const isPaid = (): SQL => isNotNull(registrations.paidAt);

/** The member's own seat, not a guest's they pay for (a substitute's meal). */
export const isOwnSeat = (): SQL => isNull(registrations.seatGuestId);

/**
 * Void with its event: cancelled when or after the event was (the cancellation itself, or a
 * reversed payment of a cancelled event), not by the member beforehand. Needs `events` joined.
 */
export const isVoidedWithEvent = (): SQL =>
  and(isNotNull(events.cancelledAt), gte(registrations.cancelledAt, events.cancelledAt)) as SQL;

/** The substitute a seat is for, by name (null for the member's own seat). Needs `guests` left-joined on the seat. */
export const seatGuest = { seatFirstName: guests.firstName, seatLastName: guests.lastName };

/**
 * Owed registrations with their events, by event start then id: the one query behind every list
 * of what is owed (the staff's member list, payment validation, the QRs). `where` narrows it (payers).
 */
export function owedRegistrations(db: DbOrTx, where: SQL) {
  return db
    .select({
      id: registrations.id,
      memberId: registrations.memberId,
      guestId: registrations.guestId,
      priceSatang: registrations.priceSatang,
      eventId: events.id,
      eventName: events.name,
      startsAt: events.startsAt,
      ...seatGuest,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(members, eq(members.id, registrations.memberId))
    .leftJoin(guests, eq(guests.id, registrations.seatGuestId))
    .where(and(isOwed(), where))
    .orderBy(asc(events.startsAt), asc(registrations.id));
}

export type OwedRegistrationRow = Awaited<ReturnType<typeof owedRegistrations>>[number];

/**
 * Whom an own seat is for, named, and whether they have been erased since. Needs `members` joined
 * on the payer: an own seat's payer is always its member (only a guest pays for their own seat).
 */
const registrant = {
  memberId: sql<number>`${registrations.memberId}`.mapWith(Number),
  firstName: members.firstName,
  lastName: members.lastName,
  erasedAt: members.erasedAt,
};

/**
 * Live own seats of the events with their members' names, in order of registration: the one
 * query behind the event list and the staff's participant list; `extra` adds what each also needs.
 * No events, no statement.
 */
export function liveRegistrationsOf<T extends SelectedFields>(db: DbOrTx, eventIds: number[], extra: T) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...extra, eventId: registrations.eventId, priceSatang: registrations.priceSatang, ...registrant })
    .from(registrations)
    .innerJoin(members, eq(members.id, registrations.memberId))
    .where(and(inArray(registrations.eventId, eventIds), isLive(), isOwnSeat()))
    .orderBy(asc(registrations.registeredAt), asc(registrations.id));
}
