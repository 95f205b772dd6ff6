import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * A reminder rule staff set (issue 18, ADR 29): `weekly` on a weekday at a Bangkok time to every
 * member who owes; `before_event` N days before each event at a Bangkok time to its unpaid
 * registrations; `event_published` when a new event is made, to every active member. `message` null
 * sends the built-in message (the personal reminder, or the new event's announcement); otherwise
 * staff's own text, whose placeholders are filled per member.
 */
export const reminderRules = pgTable(
  'reminder_rules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['weekly', 'before_event', 'event_published'] }).notNull(),
    /** 0 = Sunday … 6 = Saturday; weekly rules only. */
    weekday: integer('weekday'),
    /** Minutes after midnight in Bangkok; weekly and before_event rules. */
    minuteOfDay: integer('minute_of_day'),
    daysBefore: integer('days_before'),
    message: text('message'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    /** A rule fires only for times after it was made: a new rule does not catch up on the past. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reminder_rules_weekday', sql`${t.weekday} IS NULL OR ${t.weekday} BETWEEN 0 AND 6`),
    check('reminder_rules_minute', sql`${t.minuteOfDay} IS NULL OR ${t.minuteOfDay} BETWEEN 0 AND 1439`),
    check('reminder_rules_days_before', sql`${t.daysBefore} IS NULL OR ${t.daysBefore} BETWEEN 0 AND 60`),
  ],
);

/**
 * One sending: a staff send, one firing of a rule, or one notice to a member. `key` names it
 * (`rule:3:2026-11-30T02:00:00.000Z`, `notice:payment-confirmed:55`), so a second process or a
 * second tick making the same run finds it there. Worked as a job: a process claims it with a lease
 * (`locked_until`), fixes its recipients once (`materialized_at`), then delivers each outbox row
 * still `pending`; a process that dies leaves the lease to run out and another finishes the run.
 */
export const messageRuns = pgTable(
  'message_runs',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ['manual', 'rule', 'notice'] }).notNull(),
    ruleId: integer('rule_id').references(() => reminderRules.id, { onDelete: 'set null' }),
    /** What is sent and to whom, as the run's kind needs it (see runs/run-plan.ts). */
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    /** Staff who sent it; null for rules and notices. */
    createdBy: integer('created_by').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this (a rule's time, moved out of quiet hours). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** `cancelled`: its rule was paused or deleted before the run began. */
    status: text('status', { enum: ['queued', 'running', 'done', 'refused', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** Why the run was refused (e.g. over the channel's quota), in Thai. */
    detail: text('detail'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    materializedAt: timestamp('materialized_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * A staff send's staff, content and members, hashed: while a run of it is queued or running, the
     * same send pressed again joins that run instead of making a second (issue 36); null for others.
     */
    repeatKey: text('repeat_key'),
  },
  (t) => [
    index('message_runs_waiting_idx').on(t.dueAt).where(sql`${t.status} IN ('queued', 'running')`),
    uniqueIndex('message_runs_live_repeat_idx').on(t.repeatKey).where(sql`${t.status} IN ('queued', 'running')`),
  ],
);

/**
 * Every message, one row per recipient, with what became of it: `pending` until delivered,
 * `recorded` while LINE is not connected (nothing reached the member), otherwise `sent`,
 * `no_line_account`, `blocked` (the LINE account blocked the chapter's Official Account, issue 37),
 * `opted_out` (reminders switched off), `nothing_owed` (a reminder to a member
 * who owes nothing), `refused` or `failed`. `retry_key` is LINE's X-Line-Retry-Key for this member
 * in this run: a resend after a crash repeats it and LINE does not deliver twice.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    runId: integer('run_id').references(() => messageRuns.id),
    /** Staff who sent it; null for rules and notices. */
    sentBy: integer('sent_by').references(() => members.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['text', 'flex'] }).notNull(),
    /** The text, or the Flex container, as the member receives it. */
    message: text('message').notNull(),
    altText: text('alt_text'),
    status: text('status', {
      enum: [
        'pending',
        'sent',
        'recorded',
        'no_line_account',
        'blocked',
        'opted_out',
        'nothing_owed',
        'refused',
        'failed',
      ],
    }).notNull(),
    /** The LINE account it goes to, fixed when the run's recipients are. */
    lineUserId: text('line_user_id'),
    retryKey: uuid('retry_key'),
    /** What staff read about the result, in Thai. */
    note: text('note'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('message_outbox_created_idx').on(t.createdAt),
    index('message_outbox_member_idx').on(t.memberId),
    uniqueIndex('message_outbox_run_member_idx').on(t.runId, t.memberId),
    index('message_outbox_pending_idx').on(t.runId).where(sql`${t.status} = 'pending'`),
  ],
);
