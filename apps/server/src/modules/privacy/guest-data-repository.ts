import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { events, guests, members, paymentSlips, registrations } from '../../db/schema/index.ts';

// A guest's data on request (guest-data-service.ts): what spans visits is found by phone (ADR 54).

export type GuestVisitRow = Awaited<ReturnType<typeof visitsOfPhone>>[number];
export type GuestSeatRow = Awaited<ReturnType<typeof seatsOf>>[number];
export type GuestSlipRow = typeof paymentSlips.$inferSelect;

/**
 * Every visit of the phone (national form), newest meeting first, with its meeting and host. An
 * erased visit has no phone left, so it is never among them.
 */
export function visitsOfPhone(db: DbOrTx, phone: string) {
  return db
    .select({
      guest: guests,
      meetingName: events.name,
      startsAt: events.startsAt,
      hostFirstName: members.firstName,
      hostLastName: members.lastName,
    })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .innerJoin(members, eq(members.id, guests.hostMemberId))
    .where(eq(guests.phone, phone))
    .orderBy(desc(events.startsAt), desc(guests.id));
}

/** The seats of these guests, newest first: the live one and any cancelled before it. */
export function seatsOf(db: DbOrTx, guestIds: number[]) {
  return db
    .select({
      seatGuestId: registrations.seatGuestId,
      guestId: registrations.guestId,
      priceSatang: registrations.priceSatang,
      paidAt: registrations.paidAt,
      cancelledAt: registrations.cancelledAt,
    })
    .from(registrations)
    .where(inArray(registrations.seatGuestId, guestIds))
    .orderBy(desc(registrations.registeredAt), desc(registrations.id));
}

/** The slips these guests sent for their own fee, newest first. */
export function slipsOf(db: DbOrTx, guestIds: number[]): Promise<GuestSlipRow[]> {
  return db
    .select()
    .from(paymentSlips)
    .where(inArray(paymentSlips.guestId, guestIds))
    .orderBy(desc(paymentSlips.createdAt), desc(paymentSlips.id));
}

/**
 * The visits of the phone not yet erased, locked until the erasure commits: two Admins erasing the
 * same phone at once erase and count them once (the second finds none), and a confirmation of one
 * of them, which locks the guest's books, waits for it.
 */
export function lockVisitsOfPhone(tx: Tx, phone: string) {
  return tx
    .select({ id: guests.id, joinedMemberId: guests.joinedMemberId })
    .from(guests)
    .where(and(eq(guests.phone, phone), isNull(guests.erasedAt)))
    .orderBy(guests.id)
    .for('update');
}
