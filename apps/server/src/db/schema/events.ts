import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { paymentConfirmations } from './payments.ts';

/**
 * The chapter's weekly meeting, set once by an admin (ADR 53). The job beat keeps `weeks_ahead`
 * coming meetings as events made from it; times are Bangkok wall-clock minutes after midnight.
 */
export const meetingSeries = pgTable(
  'meeting_series',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    locationName: text('location_name').notNull().default(''),
    priceSatang: integer('price_satang').notNull(),
    visitorFeeSatang: integer('visitor_fee_satang').notNull(),
    substituteFeeSatang: integer('substitute_fee_satang').notNull(),
    weeksAhead: integer('weeks_ahead').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => members.id),
  },
  (t) => [
    // One weekly meeting per chapter: two admins saving the first series at once leave one.
    uniqueIndex('meeting_series_one').on(sql`(true)`),
    check('meeting_series_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'meeting_series_times',
      sql`${t.startMinute} >= 0 AND ${t.endMinute} > ${t.startMinute} AND ${t.endMinute} < 1440`,
    ),
    check(
      'meeting_series_amounts_non_negative',
      sql`${t.priceSatang} >= 0 AND ${t.visitorFeeSatang} >= 0 AND ${t.substituteFeeSatang} >= 0`,
    ),
    check('meeting_series_weeks_ahead', sql`${t.weeksAhead} BETWEEN 1 AND 26`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    locationName: text('location_name').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Money is integer satang (1 baht = 100 satang): no floating-point rounding. */
    priceSatang: integer('price_satang').notNull(),
    earlyBirdPriceSatang: integer('early_bird_price_satang'),
    earlyBirdEndsAt: timestamp('early_bird_ends_at', { withTimezone: true }),
    /** When an admin cancelled the event; members still see it, marked cancelled (ADR 17). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The weekly meeting it was made from, and the Monday (Bangkok) of its week: one meeting a week. */
    seriesId: integer('series_id').references(() => meetingSeries.id),
    seriesWeek: date('series_week', { mode: 'string' }),
    /** A meeting's guest fees, copied from its series when made; null for other events. */
    visitorFeeSatang: integer('visitor_fee_satang'),
    substituteFeeSatang: integer('substitute_fee_satang'),
    /** When an admin edited this meeting by hand; the series then leaves it as it is. */
    handEditedAt: timestamp('hand_edited_at', { withTimezone: true }),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    // The beat may run in every process at once: the second insert of a week finds it there.
    uniqueIndex('events_series_week_key').on(t.seriesId, t.seriesWeek),
    check('events_series_complete', sql`(${t.seriesId} IS NULL) = (${t.seriesWeek} IS NULL)`),
    check(
      'events_guest_fees',
      sql`(${t.seriesId} IS NULL) = (${t.visitorFeeSatang} IS NULL) AND (${t.seriesId} IS NULL) = (${t.substituteFeeSatang} IS NULL)`,
    ),
    check('events_guest_fees_non_negative', sql`${t.visitorFeeSatang} >= 0 AND ${t.substituteFeeSatang} >= 0`),
    check('events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_price_non_negative', sql`${t.priceSatang} >= 0`),
    check('events_early_bird_complete', sql`(${t.earlyBirdPriceSatang} IS NULL) = (${t.earlyBirdEndsAt} IS NULL)`),
    check(
      'events_early_bird_price_non_negative',
      sql`${t.earlyBirdPriceSatang} IS NULL OR ${t.earlyBirdPriceSatang} >= 0`,
    ),
    check(
      'events_early_bird_cheaper',
      sql`${t.earlyBirdPriceSatang} IS NULL OR ${t.earlyBirdPriceSatang} < ${t.priceSatang}`,
    ),
    check(
      'events_early_bird_ends_before_start',
      sql`${t.earlyBirdEndsAt} IS NULL OR ${t.earlyBirdEndsAt} < ${t.startsAt}`,
    ),
  ],
);

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
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
  },
  (t) => [
    // One live registration per member and event, whatever races the requests run.
    uniqueIndex('registrations_one_live_per_member_event')
      .on(t.memberId, t.eventId)
      .where(sql`${t.cancelledAt} IS NULL`),
    index('registrations_event_idx').on(t.eventId),
    check('registrations_price_non_negative', sql`${t.priceSatang} >= 0`),
    check('registrations_paid_not_cancelled', sql`${t.paidAt} IS NULL OR ${t.cancelledAt} IS NULL`),
  ],
);
