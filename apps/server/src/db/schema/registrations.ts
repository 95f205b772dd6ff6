import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, guests } from './events.ts';
import { members } from './members.ts';
import { paymentConfirmations } from './payments.ts';

/**
 * A seat at an event (ADR 54): the member's own, or a guest's (`seat_guest_id`), paid by a member
 * or by the guest themselves. Apart from events.ts so that the payment tables, which take a guest
 * payer too, come between guests and the seats they pay for.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    /** Who pays for the seat: a member, or a guest paying for themselves (ADR 54); exactly one. */
    memberId: integer('member_id').references(() => members.id),
    guestId: integer('guest_id').references(() => guests.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    /** The price that applied when the member registered (early-bird before its end). */
    priceSatang: integer('price_satang').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** `payment_datetime` in the API: when staff confirmed the payment. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => members.id),
    /** The confirmation that paid it; null for payments confirmed before confirmations were kept. */
    paymentId: integer('payment_id').references(() => paymentConfirmations.id),
    /** When staff marked the attendee as verified on the central chapter system. */
    bniVerifiedAt: timestamp('bni_verified_at', { withTimezone: true }),
    bniVerifiedBy: integer('bni_verified_by').references(() => members.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The guest this seat is for (ADR 54); null for the member's own seat. */
    seatGuestId: integer('seat_guest_id').references(() => guests.id),
  },
  (t) => [
    // One live seat of their own per member and event, whatever races the requests run.
    uniqueIndex('registrations_one_live_per_member_event')
      .on(t.memberId, t.eventId)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.seatGuestId} IS NULL`),
    // A guest has one live seat.
    uniqueIndex('registrations_one_live_per_guest')
      .on(t.seatGuestId)
      .where(sql`${t.cancelledAt} IS NULL AND ${t.seatGuestId} IS NOT NULL`),
    index('registrations_event_idx').on(t.eventId),
    check('registrations_price_non_negative', sql`${t.priceSatang} >= 0`),
    check('registrations_one_payer', sql`(${t.memberId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('registrations_guest_pays_own_seat', sql`${t.guestId} IS NULL OR ${t.guestId} = ${t.seatGuestId}`),
    check('registrations_paid_not_cancelled', sql`${t.paidAt} IS NULL OR ${t.cancelledAt} IS NULL`),
  ],
);
