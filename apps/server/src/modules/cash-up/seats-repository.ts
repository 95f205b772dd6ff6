import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { checkIns, guests, members, paymentConfirmations, paymentSlips, registrations } from '../../db/schema/index.ts';
import { guestCreditsOf } from '../books/credit-repository.ts';
import { isLive } from '../books/registration-repository.ts';

const payer = alias(members, 'payer');
const seatGuest = alias(guests, 'seat_guest');

/**
 * Whether the seat's person has a live (not undone) check-in at its meeting: the member on their own
 * seat, the guest on theirs (a guest is one visit, so their id alone names the meeting).
 */
const came = sql<boolean>`EXISTS (SELECT 1 FROM ${checkIns} WHERE ${checkIns.undoneAt} IS NULL AND (
  (${registrations.seatGuestId} IS NULL AND ${checkIns.eventId} = ${registrations.eventId} AND ${checkIns.memberId} = ${registrations.memberId})
  OR ${checkIns.guestId} = ${registrations.seatGuestId}))`;

/**
 * The meeting's live seats, in one statement: who each is for and who pays it, whether they came,
 * and the confirmation that paid it (null while unpaid, or when paid before confirmations were kept).
 */
export function seatsOf(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: registrations.id,
      memberId: registrations.memberId,
      guestId: registrations.guestId,
      seatGuestId: registrations.seatGuestId,
      priceSatang: registrations.priceSatang,
      paidAt: registrations.paidAt,
      paymentId: registrations.paymentId,
      payerFirstName: payer.firstName,
      payerLastName: payer.lastName,
      guestKind: seatGuest.kind,
      guestFirstName: seatGuest.firstName,
      guestLastName: seatGuest.lastName,
      came,
      method: paymentConfirmations.method,
      receivedSatang: paymentConfirmations.receivedSatang,
      appliedSatang: paymentConfirmations.appliedSatang,
      waivedSatang: paymentConfirmations.waivedSatang,
    })
    .from(registrations)
    .leftJoin(payer, eq(payer.id, registrations.memberId))
    .leftJoin(seatGuest, eq(seatGuest.id, registrations.seatGuestId))
    .leftJoin(paymentConfirmations, eq(paymentConfirmations.id, registrations.paymentId))
    .where(and(eq(registrations.eventId, eventId), isLive()))
    .orderBy(asc(registrations.id));
}

export type SeatRow = Awaited<ReturnType<typeof seatsOf>>[number];

/** Every registration these confirmations paid, of any event: a confirmation's money is split over all of them. */
export function registrationsPaidBy(db: DbOrTx, confirmationIds: readonly number[]) {
  if (confirmationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: registrations.id, paymentId: registrations.paymentId, priceSatang: registrations.priceSatang })
    .from(registrations)
    .where(inArray(registrations.paymentId, [...confirmationIds]))
    .orderBy(asc(registrations.id));
}

/** The transfer references read from the slips accepted into these confirmations, oldest slip first. */
export function referencesOf(db: DbOrTx, confirmationIds: readonly number[]) {
  if (confirmationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ confirmationId: paymentSlips.confirmationId, transRef: paymentSlips.transRef })
    .from(paymentSlips)
    .where(
      and(
        inArray(paymentSlips.confirmationId, [...confirmationIds]),
        isNotNull(paymentSlips.validatedBy),
        isNotNull(paymentSlips.transRef),
      ),
    )
    .orderBy(asc(paymentSlips.id));
}

/** The guest payers' credit, by the books' own sum (one statement for all of them). */
export const guestCredits = (db: DbOrTx, guestIds: readonly number[]) => guestCreditsOf(db, guestIds);
