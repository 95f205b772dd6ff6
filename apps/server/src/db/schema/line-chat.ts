import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every event the Messaging API's webhook delivered (issue 37), kept as a job: the webhook answers
 * LINE at once and the queue does the work. The primary key is LINE's `webhookEventId`, so an event
 * LINE redelivers (or sends twice) is inserted once and worked once. Rows are claimed with a lease
 * like message runs; done rows are kept a while for the dedupe, then removed.
 */
export const lineWebhookEvents = pgTable(
  'line_webhook_events',
  {
    webhookEventId: text('webhook_event_id').primaryKey(),
    type: text('type').notNull(),
    /** `source.userId` of a one-to-one chat; null for groups and rooms, which the app ignores. */
    lineUserId: text('line_user_id'),
    /** The event as LINE sent it. */
    event: jsonb('event').notNull(),
    /** When LINE says the event happened (`timestamp`). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    redelivery: boolean('redelivery').notNull().default(false),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Why the last attempt failed (for the operator; no member data). */
    error: text('error'),
  },
  (t) => [
    index('line_webhook_events_due_idx').on(t.receivedAt).where(sql`${t.status} = 'pending'`),
    index('line_webhook_events_user_idx').on(t.lineUserId),
    check('line_webhook_events_status_check', sql`${t.status} IN ('pending', 'done', 'failed')`),
  ],
);

/**
 * Whether a LINE account follows the chapter's Official Account, from follow and unfollow events.
 * No row: never heard of, taken as following (pushes to it are tried, as before issue 37).
 * `changedAt` is the event's own time, so an older event that arrives late does not undo a newer one.
 */
export const lineFollows = pgTable('line_follows', {
  lineUserId: text('line_user_id').primaryKey(),
  following: boolean('following').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/**
 * The chapter's rich menus on LINE, one per audience, as the app made them. `digest` is the hash of
 * the menu's definition and image: a rebuild that would make the same menu keeps it.
 */
export const lineRichMenus = pgTable(
  'line_rich_menus',
  {
    audience: text('audience').primaryKey(),
    richMenuId: text('rich_menu_id').notNull(),
    digest: text('digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('line_rich_menus_audience_check', sql`${t.audience} IN ('member', 'staff', 'visitor')`)],
);

/** Which audience's menu each LINE account was last linked to (none: LINE's default menu, the visitors'). */
export const lineRichMenuLinks = pgTable(
  'line_rich_menu_links',
  {
    lineUserId: text('line_user_id').primaryKey(),
    audience: text('audience').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('line_rich_menu_links_audience_check', sql`${t.audience} IN ('member', 'staff')`)],
);
