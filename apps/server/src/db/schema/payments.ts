import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** A bank-transfer slip a member uploaded as proof of payment. The image bytes live in the blob store. */
export const paymentSlips = pgTable(
  'payment_slips',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Server-made blob keys; never derived from anything the uploader sent. */
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validatedBy: integer('validated_by').references(() => members.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
  },
  (t) => [index('payment_slips_member_idx').on(t.memberId)],
);
