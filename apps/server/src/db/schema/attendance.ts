import type { TCashUpFigures } from '@chapter/contract/cash-up';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { members } from './members.ts';

/**
 * A member saying ahead that they will miss a meeting (issue 35): the venue's headcount leaves them
 * out. It excuses nothing: without a substitute or approved leave, they are absent.
 */
export const absenceNotices = pgTable(
  'absence_notices',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    saidAt: timestamp('said_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('absence_notices_one_live').on(t.eventId, t.memberId).where(sql`${t.withdrawnAt} IS NULL`),
    index('absence_notices_member_idx').on(t.memberId),
  ],
);

/**
 * A member's request for leave (the M of PALMS, issue 35): Bangkok dates, inclusive. The Vice
 * President or an Admin decides; by default only once the period's meeting fees are paid.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused', 'withdrawn'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => members.id),
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    index('leave_requests_member_idx').on(t.memberId),
    check('leave_requests_dates', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'leave_requests_decision_complete',
      sql`(${t.status} IN ('approved', 'refused')) = (${t.decidedAt} IS NOT NULL AND ${t.decidedBy} IS NOT NULL)`,
    ),
    check('leave_requests_refusal_reason', sql`(${t.status} = 'refused') = (${t.refusalReason} IS NOT NULL)`),
  ],
);

/**
 * A meeting's attendance closed by the Vice President (issue 35): its PALMS sheet is then rows of
 * `attendance`, correctable until marked entered in BNI Connect, then frozen.
 */
export const meetingClosings = pgTable('meeting_closings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  closedBy: integer('closed_by')
    .notNull()
    .references(() => members.id),
  enteredAt: timestamp('entered_at', { withTimezone: true }),
  enteredBy: integer('entered_by').references(() => members.id),
});

/** One member's PALMS at a closed meeting: what closing made of the door, and any correction. */
export const attendance = pgTable(
  'attendance',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => meetingClosings.eventId),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status', { enum: ['P', 'A', 'L', 'M', 'S'] }).notNull(),
    /** Visitors the member invited who were checked in. */
    visitors: integer('visitors').notNull().default(0),
    /** What closing made of the door's record, kept when the Vice President corrects `status`. */
    closedStatus: text('closed_status', { enum: ['P', 'A', 'L', 'M', 'S'] }).notNull(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    correctedBy: integer('corrected_by').references(() => members.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.memberId] }),
    index('attendance_member_idx').on(t.memberId),
    check('attendance_visitors_non_negative', sql`${t.visitors} >= 0`),
    check('attendance_correction_complete', sql`(${t.correctedAt} IS NULL) = (${t.correctedBy} IS NULL)`),
  ],
);

/** A meeting's cash-up closed by the treasurer (issue 35), with the figures as they stood then. */
export const cashUpClosings = pgTable('cash_up_closings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  closedBy: integer('closed_by')
    .notNull()
    .references(() => members.id),
  figures: jsonb('figures').$type<TCashUpFigures>().notNull(),
});
