import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Every message staff send, one row per recipient, with what became of it: `recorded` while LINE is
 * not connected (nothing reached the member), otherwise `sent`, `no_line_account`, `refused` or `failed`.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => members.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['text', 'flex'] }).notNull(),
    /** The text, or the Flex container as staff wrote it. */
    message: text('message').notNull(),
    altText: text('alt_text'),
    status: text('status', { enum: ['sent', 'recorded', 'no_line_account', 'refused', 'failed'] }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('message_outbox_created_idx').on(t.createdAt), index('message_outbox_member_idx').on(t.memberId)],
);
