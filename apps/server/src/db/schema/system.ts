import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Bearer tokens. Only the SHA-256 of a token is kept, so a database leak does not leak sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The last request made with the token, to the day: written at most once a day, so most requests
     * stay read-only. Null until then (the creation time counts). Unused too long, it ends (ADR 5).
     */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_member_idx').on(t.memberId)],
);

/** Who did what, when: logins, confirmations, verifications, messages, back-office changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for actions nobody signed in did (e.g. a refused login). */
    actorId: integer('actor_id').references(() => members.id),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** Keys the server makes for itself on first start (e.g. for signing image links), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes for the second login step, sent to the member's LINE. Only a hash is kept; a code
 * is spent by its first correct use or by too many wrong ones.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [index('login_codes_member_idx').on(t.memberId)],
);

/**
 * Chapter settings admins change in the back office (chapter name, bank details). A row overrides
 * the environment's default for its name; no row means the default applies (ADR 16).
 */
export const chapterSettings = pgTable('chapter_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => members.id),
});

/**
 * Counters that database triggers raise in the same transaction as a change, so a process can
 * tell with one cheap read whether what it built from those rows is still current, however many
 * processes write (migration 0007; the available-events cache, ADR 22).
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Where profile versions come from. A sequence rather than a count per member: no number is handed
 * out twice, so an answer kept against one is never taken for another state of the member's data,
 * even after a restore puts older rows back. No column owns it, so backups neither record nor
 * reset it (ADR 36).
 */
export const profileVersionSequence = pgSequence('profile_version_seq');

/**
 * Each member's profile version, replaced from the sequence by database triggers in the
 * transaction that changes anything their profile shows (migration 0014); the session lookup
 * reads it, and a kept profile answer is current while it is unchanged (ADR 36). A table of its
 * own, not a column of members: staff lock a member's row mid-transaction (lockBooksOf), and a
 * commit raising versions for a whole event would then wait on them and they on it.
 */
export const profileVersions = pgTable('profile_versions', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The rate limits' windows when several server processes share one PostgreSQL (ADR 38): one row
 * per limiter and key, the key only as its SHA-256 (addresses and phone numbers are not kept).
 * Created UNLOGGED by its migration: a counter is not worth a WAL write, a crash forgiving the
 * current window is no loss, and the backup, which carries the chapter, leaves such tables out.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    limiter: text('limiter').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.keyHash] }), index('rate_limit_windows_resets_idx').on(t.resetsAt)],
);
