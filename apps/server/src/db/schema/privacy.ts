import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * The privacy notice, one row per published version (issue 19). The highest version is in force;
 * a member must agree to it before anything else (plugins/auth.ts).
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => members.id),
});

/**
 * The visitors' privacy notice (issue 34): versions of its own, published by an Admin like the
 * members' notice. A guest (visitor or substitute) reads and agrees to the version in force before
 * anything about them is stored.
 */
export const guestNotices = pgTable('guest_notices', {
  version: integer('version').primaryKey(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => members.id),
});

/** A member agreed to a notice version. Kept through erasure: it names no one but a member row. */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    noticeVersion: integer('notice_version')
      .notNull()
      .references(() => privacyNotices.version),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.noticeVersion] })],
);

/**
 * One run of the daily retention job per Bangkok day: the row is written in the same transaction
 * as the removals, so a day is done once whatever the number of processes, and a crash leaves it
 * to the next beat. `removed` counts what went.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    day: date('day').primaryKey(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    removed: jsonb('removed').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('retention_runs_finished_idx').on(t.finishedAt)],
);
