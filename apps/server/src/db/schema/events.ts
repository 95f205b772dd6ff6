import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { guestNotices } from './privacy.ts';

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
    /** Who pays a substitute's meal: the member who sends them (false, the default) or the substitute. */
    substitutePays: boolean('substitute_pays').notNull().default(false),
    /** Minutes after the start within which a check-in at the door is on time (issue 35). */
    onTimeMinutes: integer('on_time_minutes').notNull().default(10),
    /** Leave is approved only when the period's meeting fees are paid (issue 35). */
    leaveNeedsFeesPaid: boolean('leave_needs_fees_paid').notNull().default(true),
    /** Absences in six months at which staff are told (a warning), and at which the seat is at risk. */
    absenceWarning: integer('absence_warning').notNull().default(2),
    absenceLimit: integer('absence_limit').notNull().default(3),
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
    check('meeting_series_on_time_minutes', sql`${t.onTimeMinutes} BETWEEN 0 AND 120`),
    check(
      'meeting_series_absences',
      sql`${t.absenceWarning} >= 1 AND ${t.absenceLimit} >= ${t.absenceWarning} AND ${t.absenceLimit} <= 26`,
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

/**
 * A guest of one meeting (ADR 54): a visitor a member invited, or a substitute a member sends in
 * their place. One row per visit, never per person: what spans visits (the third visit, a download,
 * an erasure) is found by phone. Their seat and its fee are a registration with `seat_guest_id`.
 */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    kind: text('kind', { enum: ['visitor', 'substitute'] }).notNull(),
    /** The member who invited the visitor or sends the substitute. */
    hostMemberId: integer('host_member_id')
      .notNull()
      .references(() => members.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    businessCategory: text('business_category').notNull().default(''),
    /** National form, as members' phones (normalizeThaiPhone). */
    phone: text('phone').notNull(),
    /** The visitors' notice the guest agreed to; null for a substitute a member named (ADR 54). */
    noticeVersion: integer('notice_version').references(() => guestNotices.version),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who typed the guest in: the host, or staff; null when the visitor registered themselves. */
    createdBy: integer('created_by').references(() => members.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => members.id),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The member the guest became, once they joined: their visits are linked to them. */
    joinedMemberId: integer('joined_member_id').references(() => members.id),
    /** When a visitor chose to pay their fee at the door rather than by transfer (the door takes it, issue 35). */
    payAtDoorAt: timestamp('pay_at_door_at', { withTimezone: true }),
  },
  (t) => [
    index('guests_event_idx').on(t.eventId),
    index('guests_phone_idx').on(t.phone),
    // One substitute per member and meeting, whatever races the requests run.
    uniqueIndex('guests_one_substitute_per_member')
      .on(t.eventId, t.hostMemberId)
      .where(sql`${t.kind} = 'substitute' AND ${t.cancelledAt} IS NULL`),
    check('guests_consent_complete', sql`(${t.noticeVersion} IS NULL) = (${t.agreedAt} IS NULL)`),
  ],
);

/**
 * A member's personal invitation of one visitor to one meeting (ADR 55): a random link of which
 * only the SHA-256 is kept. The first visitor who registers through it owns it (`guest_id`); the
 * link then shows that visitor their own registration and nothing else, until the meeting ends.
 */
export const visitorInvitations = pgTable(
  'visitor_invitations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    hostMemberId: integer('host_member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The meeting's end: the link answers nothing after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The visitor who registered through it; one per invitation. */
    guestId: integer('guest_id')
      .unique()
      .references(() => guests.id),
  },
  (t) => [index('visitor_invitations_host_idx').on(t.hostMemberId, t.eventId)],
);
