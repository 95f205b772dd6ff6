import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** National form, 0 then 8 or 9 digits (see normalizeThaiPhone); the login name. */
  phone: text('phone').notNull().unique(),
  email: text('email'),
  company: text('company'),
  position: text('position'),
  website: text('website'),
  pictureUrl: text('picture_url'),
  lineUserId: text('line_user_id').unique(),
  lineDisplayName: text('line_display_name'),
  /** When the LINE account was bound (through the mini-app), for staff reviewing bindings. */
  lineBoundAt: timestamp('line_bound_at', { withTimezone: true }),
  /**
   * Random, unguessable id for the public business card (/nc/:id), so walking ids cannot list
   * members (ADR 15). The app passes generatePublicId() (128 bits); the database default (122
   * random bits of a v4 UUID, same 22-character base64url shape) covers rows inserted any other way.
   */
  publicCardId: text('public_card_id')
    .notNull()
    .unique()
    .default(sql`translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`),
  active: boolean('active').notNull().default(true),
  /** The member switched off reminders (scheduled and staff's built-in reminder); money notices still come. */
  remindersOff: boolean('reminders_off').notNull().default(false),
  /** The public card answers 404 while hidden (issue 19). */
  cardHidden: boolean('card_hidden').notNull().default(false),
  /** Card fields the member left off their public card: phone, email, company, position, website, picture. */
  cardHiddenFields: text('card_hidden_fields').array().notNull().default(sql`'{}'::text[]`),
  /** When the member's personal data was erased; the row stays, under a placeholder, for the accounts. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const memberRoles = pgTable(
  'member_roles',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.roleId] })],
);
