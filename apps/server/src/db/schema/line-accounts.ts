import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Personal invitations: a one-time link that binds the LINE account opening it to the member
 * (ADR 25). Only the SHA-256 of the link's token is kept. `created_by` is null for the operator's
 * command line (the first admin).
 */
export const lineInvitations = pgTable(
  'line_invitations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByLineUserId: text('used_by_line_user_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('line_invitations_member_idx').on(t.memberId)],
);

/**
 * A LINE account that typed a phone number in the mini-app without an invitation: pending until a
 * staff member approves or refuses it. One pending claim per LINE account; a new one replaces it.
 */
export const lineClaims = pgTable(
  'line_claims',
  {
    id: serial('id').primaryKey(),
    lineUserId: text('line_user_id').notNull(),
    lineDisplayName: text('line_display_name').notNull(),
    linePictureUrl: text('line_picture_url'),
    /** National form, whatever member it names (or none: the answer must not tell). */
    phone: text('phone').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => members.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The member an approval bound (set only then): the phone may change later, and who vouched for
     * whose binding must still be known (ADR 45).
     */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('line_claims_pending_idx').on(t.lineUserId).where(sql`${t.status} = 'pending'`),
    index('line_claims_line_user_idx').on(t.lineUserId),
    index('line_claims_phone_idx').on(t.phone),
    index('line_claims_member_idx').on(t.memberId),
    check('line_claims_status_check', sql`${t.status} IN ('pending', 'approved', 'refused', 'replaced')`),
  ],
);
