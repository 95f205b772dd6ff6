import type { TSlipVerification } from '@chapter/contract/slip-check';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from './events.ts';
import { members } from './members.ts';

/**
 * A payment staff confirmed (issue 16): the money received from the member's slips, the
 * registrations it paid and what it left as credit. The member's credit is the sum over live
 * (not reversed) confirmations of received − applied + waived (modules/books/credit-repository.ts).
 */
export const paymentConfirmations = pgTable(
  'payment_confirmations',
  {
    id: serial('id').primaryKey(),
    /** Whose money: a member's, or a guest's who paid their own fee (ADR 54); exactly one. */
    memberId: integer('member_id').references(() => members.id),
    guestId: integer('guest_id').references(() => guests.id),
    confirmedBy: integer('confirmed_by')
      .notNull()
      .references(() => members.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    /** The sum of the amounts the member stated on the slips; null if a slip had none (uploaded before amounts). */
    statedSatang: integer('stated_satang'),
    /** What staff recorded as received; differs from the stated sum only with a reason. */
    receivedSatang: integer('received_satang').notNull(),
    receivedReason: text('received_reason'),
    /** How the money came: transfers shown by slips (or credit alone), or cash taken at a meeting's door (issue 35). */
    method: text('method', { enum: ['transfer', 'cash'] })
      .notNull()
      .default('transfer'),
    /** The prices of the registrations this confirmation paid. */
    appliedSatang: integer('applied_satang').notNull(),
    /** What staff let go beyond received + credit (a waiver or discount), with its reason. */
    waivedSatang: integer('waived_satang').notNull().default(0),
    waiverReason: text('waiver_reason'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: integer('reversed_by').references(() => members.id),
    reversalReason: text('reversal_reason'),
    /**
     * What a reversed confirmation had paid and accepted. The reversal frees those registrations and
     * slips (they are owed and wait again, and a later confirmation may take them), so the books keep
     * here what the reversed entry was; null while it counts.
     */
    reversedRegistrationIds: integer('reversed_registration_ids').array(),
    reversedSlipIds: integer('reversed_slip_ids').array(),
  },
  (t) => [
    index('payment_confirmations_member_idx').on(t.memberId),
    index('payment_confirmations_confirmed_at_idx').on(t.confirmedAt),
    index('payment_confirmations_guest_idx').on(t.guestId),
    check('payment_confirmations_one_payer', sql`(${t.memberId} IS NULL) <> (${t.guestId} IS NULL)`),
    check('payment_confirmations_amounts_non_negative', sql`${t.receivedSatang} >= 0 AND ${t.appliedSatang} >= 0`),
    check('payment_confirmations_waiver', sql`${t.waivedSatang} >= 0 AND ${t.waivedSatang} <= ${t.appliedSatang}`),
    check('payment_confirmations_waiver_reason', sql`${t.waivedSatang} = 0 OR ${t.waiverReason} IS NOT NULL`),
    check(
      'payment_confirmations_reversal_complete',
      sql`(${t.reversedAt} IS NULL) = (${t.reversedBy} IS NULL) AND (${t.reversedAt} IS NULL) = (${t.reversalReason} IS NULL)`,
    ),
  ],
);

/** A bank-transfer slip a member uploaded as proof of payment. The image bytes live in the blob store. */
export const paymentSlips = pgTable(
  'payment_slips',
  {
    id: serial('id').primaryKey(),
    /** Who sent it: a member, or a guest paying their own fee (ADR 54); exactly one. */
    memberId: integer('member_id').references(() => members.id),
    guestId: integer('guest_id').references(() => guests.id),
    /**
     * Server-made blob keys; never derived from anything the uploader sent. Null once the images
     * are removed (retention or erasure, issue 19); the slip's money facts stay.
     */
    imageKey: text('image_key'),
    thumbnailKey: text('thumbnail_key'),
    imagesRemovedAt: timestamp('images_removed_at', { withTimezone: true }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The amount the member says they transferred; null only for slips uploaded before amounts (issue 16). */
    amountSatang: integer('amount_satang'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff accept the slip (confirming a payment or taking it as credit). */
    validatedBy: integer('validated_by').references(() => members.id),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    /**
     * When staff first accepted the slip; never cleared. A reversal makes the slip wait again, but
     * it was the books' evidence once, so its member may no longer delete it (issue 31).
     */
    firstAcceptedAt: timestamp('first_accepted_at', { withTimezone: true }),
    confirmationId: integer('confirmation_id').references(() => paymentConfirmations.id),
    /** Set when staff refuse the slip; the member sees the reason. */
    refusedBy: integer('refused_by').references(() => members.id),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    /**
     * What reading the slip's QR found (issue 17): 'read' with the sending bank and the transfer's
     * reference, 'invalid' (a slip QR whose CRC does not match), 'none'; null for slips uploaded
     * before slips were read.
     */
    qrStatus: text('qr_status', { enum: ['read', 'invalid', 'none'] }),
    sendingBank: text('sending_bank'),
    transRef: text('trans_ref'),
    /** SHA-256 of the stored image's pixels: the same picture re-saved is not a new slip. */
    pixelHash: text('pixel_hash'),
    /** The slip-verification provider's answer as staff see it (slip-verification/verdict.ts). */
    verification: jsonb('verification').$type<TSlipVerification>(),
  },
  (t) => [
    index('payment_slips_member_idx').on(t.memberId),
    // The export and the reversal find a confirmation's slips.
    index('payment_slips_confirmation_idx').on(t.confirmationId),
    // No two live slips (waiting or accepted) carry one picture, whoever sent them, nor one
    // reference from the same member. A refused slip frees both, so its member can send it again
    // with the right amount (ADR 28). Unique indexes, so two uploads racing each other leave one.
    // One reference on two members' slips is kept and shown to staff as a clash: a member who
    // learns someone's reference must not block their real slip (ADR 48).
    // A guest's reference is theirs alone: it refuses anyone else's slip of it, and theirs anyone's (ADR 54).
    uniqueIndex('payment_slips_member_trans_ref_key').on(t.memberId, t.transRef).where(sql`${t.refusedBy} IS NULL`),
    uniqueIndex('payment_slips_guest_trans_ref_key')
      .on(t.transRef)
      .where(sql`${t.refusedBy} IS NULL AND ${t.guestId} IS NOT NULL`),
    index('payment_slips_guest_idx').on(t.guestId),
    check('payment_slips_one_payer', sql`(${t.memberId} IS NULL) <> (${t.guestId} IS NULL)`),
    index('payment_slips_trans_ref_idx').on(t.transRef),
    uniqueIndex('payment_slips_pixel_hash_key').on(t.pixelHash).where(sql`${t.refusedBy} IS NULL`),
    check(
      'payment_slips_qr_read_complete',
      sql`(${t.qrStatus} = 'read') = (${t.transRef} IS NOT NULL AND ${t.sendingBank} IS NOT NULL)`,
    ),
    check(
      'payment_slips_images_complete',
      sql`(${t.imageKey} IS NULL) = (${t.thumbnailKey} IS NULL) AND (${t.imageKey} IS NULL) = (${t.imagesRemovedAt} IS NOT NULL)`,
    ),
    check('payment_slips_amount_positive', sql`${t.amountSatang} IS NULL OR ${t.amountSatang} > 0`),
    check('payment_slips_accepted_or_refused', sql`${t.validatedBy} IS NULL OR ${t.refusedBy} IS NULL`),
    check(
      'payment_slips_refusal_complete',
      sql`(${t.refusedBy} IS NULL) = (${t.refusedAt} IS NULL) AND (${t.refusedBy} IS NULL) = (${t.refusalReason} IS NULL)`,
    ),
  ],
);
