import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, guests } from './events.ts';
import { members } from './members.ts';

/**
 * A check-in code a person shows at the door (issue 35, ADR 56): random, of which only the SHA-256
 * is kept, naming one person (a member, or a guest) and one meeting. Asking for a new one removes
 * the person's unused ones, so a screenshot passed on dies with the next refresh; using it sets
 * `used_at`, so it checks in nobody again.
 */
export const checkInCodes = pgTable(
  'check_in_codes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    memberId: integer('member_id').references(() => members.id),
    guestId: integer('guest_id').references(() => guests.id),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('check_in_codes_event_member_idx').on(t.eventId, t.memberId),
    index('check_in_codes_guest_idx').on(t.guestId),
    check('check_in_codes_one_person', sql`(${t.memberId} IS NULL) <> (${t.guestId} IS NULL)`),
  ],
);

/**
 * A person checked in at a meeting's door (issue 35): by their code, by a tap on their name, or as
 * a walk-in. Undoing keeps the row (audited) and frees the person to be checked in again; one live
 * check-in per person and meeting is a unique index, so two hosts at once leave one.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    memberId: integer('member_id').references(() => members.id),
    guestId: integer('guest_id').references(() => guests.id),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    checkedInBy: integer('checked_in_by')
      .notNull()
      .references(() => members.id),
    how: text('how', { enum: ['code', 'tap', 'walk_in'] }).notNull(),
    /** After the meeting's on-time mark (its start plus the series' on-time minutes), fixed when made. */
    late: boolean('late').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => members.id),
  },
  (t) => [
    uniqueIndex('check_ins_one_live_member')
      .on(t.eventId, t.memberId)
      .where(sql`${t.undoneAt} IS NULL AND ${t.memberId} IS NOT NULL`),
    uniqueIndex('check_ins_one_live_guest')
      .on(t.guestId)
      .where(sql`${t.undoneAt} IS NULL AND ${t.guestId} IS NOT NULL`),
    index('check_ins_event_idx').on(t.eventId),
    index('check_ins_member_idx').on(t.memberId),
    check('check_ins_one_person', sql`(${t.memberId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('check_ins_undo_complete', sql`(${t.undoneAt} IS NULL) = (${t.undoneBy} IS NULL)`),
  ],
);
