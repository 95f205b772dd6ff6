import { ZBaht, ZDateTime, ZId } from './common.ts';
import { ZSlipQrSchema, ZSlipVerificationSchema } from './slip-check.ts';
import { z } from './zod-th.ts';

/** A member's bank-transfer slip as the API shows it (the member's own list, and staff's). */
export const ZSlipSchema = z.object({
  id: ZId,
  /**
   * A short-lived signed URL of the full image, usable in <img src>; null once the images were
   * removed (the chapter's retention period, or the member's erasure: issue 19).
   */
  image: z.string().nullable(),
  /** A short-lived signed URL of a small preview, for lists. */
  thumbnail: z.string().nullable(),
  created: ZDateTime,
  /** The amount the member says they transferred, in baht; null for slips sent before amounts were asked. */
  amount: ZBaht.nullable(),
  /** waiting: staff have not looked yet; accepted: part of a confirmed payment or credit; refused: see the reason. */
  status: z.enum(['waiting', 'accepted', 'refused']),
  /** Why staff refused the slip, in their words; null unless refused. */
  refusal_reason: z.string().nullable(),
  /** The staff member who accepted the slip; null while it waits or when refused. */
  validated_by: ZId.nullable(),
  validated_at: ZDateTime.nullable(),
  /** What the slip's QR says (bank and reference); null for slips sent before slips were read. */
  qr: ZSlipQrSchema.nullable(),
  /** The slip-verification provider's answer; null without a provider or not checked yet. */
  verification: ZSlipVerificationSchema.nullable(),
});
export type TSlip = z.infer<typeof ZSlipSchema>;

/** A slip in its member's own list: what staff made of it, and whether they may still delete it. */
export const ZMemberSlipSchema = ZSlipSchema.extend({
  /**
   * Staff's check of the payment the slip was accepted into: what they recorded as received (over
   * all `slips` of that payment, which may differ from the amounts typed) and what of it became the
   * member's credit (0 when none did); null unless accepted.
   */
  checked: z.object({ received: ZBaht, slips: z.number().int().positive(), credit: ZBaht }).nullable(),
  /** Whether the server would let its member delete it: waiting, and never accepted (ADR 48). */
  deletable: z.boolean(),
});
export type TMemberSlip = z.infer<typeof ZMemberSlipSchema>;

/**
 * A slip as staff see it: with the other members' live slips that carry the same transfer
 * reference. A reference read from a QR is no proof (its CRC is no signature), so a clash is kept
 * and shown on both slips rather than refused: one of them is not what it claims (ADR 48).
 */
export const ZStaffSlipSchema = ZSlipSchema.extend({
  reference_clashes: z.array(
    z.object({
      slip: ZId,
      member: ZId,
      member_name: z.string(),
      created: ZDateTime,
      status: z.enum(['waiting', 'accepted']),
    }),
  ),
});
export type TStaffSlip = z.infer<typeof ZStaffSlipSchema>;
