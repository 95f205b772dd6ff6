import { ZPhoneInput } from './admin-members.ts';
import { ZBaht, ZDateTime, ZId } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/*
 * A guest's rights (issue 34, ADR 54): a visitor or substitute has no account, so they ask the
 * chapter's staff, and an Admin acts for them by their phone, which is what ties their visits
 * together (one guest row per visit). The download holds every visit of the phone; the erasure
 * erases them all at once, as retention does, with their slips' images. Money stays.
 */

export const ZGuestDataQuerySchema = z.strictObject({ phone: ZPhoneInput });

/** A slip the guest sent, without its image: what it said and what became of it. */
export const ZGuestDataSlipSchema = z.object({
  id: ZId,
  created: ZDateTime,
  amount: ZBaht.nullable(),
  status: z.enum(['waiting', 'accepted', 'refused']),
  refusal_reason: z.string().nullable(),
  /** The sending bank's code and the transfer's reference, as read from the slip's QR. */
  sending_bank: z.string().nullable(),
  trans_ref: z.string().nullable(),
  /** When the image was removed (retention or erasure); null while the chapter keeps it. */
  image_removed_at: ZDateTime.nullable(),
});

/** One visit: the guest row of one meeting, with its seat's fee and the guest's own slips. */
export const ZGuestVisitDataSchema = z.object({
  id: ZId,
  kind: z.enum(['visitor', 'substitute']),
  meeting: z.object({ id: ZId, name: z.string(), event_start_date_time: ZDateTime }),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string(),
  business_category: z.string(),
  phone: z.string(),
  /** The visitors' notice version agreed to and when; null for a substitute a member named. */
  notice_version: z.number().int().positive().nullable(),
  agreed_at: ZDateTime.nullable(),
  /** The member who invited the visitor or sent the substitute. */
  host_name: z.string(),
  registered_at: ZDateTime,
  cancelled_at: ZDateTime.nullable(),
  /** The seat's fee in baht (null when the visit has no seat) and who pays it: the guest or their host. */
  fee: ZBaht.nullable(),
  paid_by: z.enum(['guest', 'host']).nullable(),
  paid: z.boolean(),
  paid_at: ZDateTime.nullable(),
  pay_at_door: z.boolean(),
  slips: z.array(ZGuestDataSlipSchema),
  /** The guest became a member: this visit is part of the member's data since. */
  joined_member: z.boolean(),
  erased_at: ZDateTime.nullable(),
});
export type TGuestVisitData = z.infer<typeof ZGuestVisitDataSchema>;

export const ZGuestDataResponseSchema = z.object({
  phone: z.string(),
  exported_at: ZDateTime,
  /** Newest meeting first. */
  visits: z.array(ZGuestVisitDataSchema),
});
export type TGuestDataResponse = z.infer<typeof ZGuestDataResponseSchema>;

export const adminGuestData = defineRoute({
  method: 'GET',
  path: '/api/admin/privacy/guests/',
  access: 'admin',
  summary:
    'Everything held about a visitor or substitute, by phone: every visit with its meeting, host, notice, fee and slips (no images), for the Admin to hand to the guest who asked. Audited with the count of visits.',
  query: ZGuestDataQuerySchema,
  response: ZGuestDataResponseSchema,
  alsoAnswers: [404],
});

export const ZGuestEraseRequestSchema = z.strictObject({
  phone: ZPhoneInput,
  confirm: z.literal(true, { error: apiMessages.erasureConfirmRequired }),
});
export type TGuestEraseRequest = z.input<typeof ZGuestEraseRequestSchema>;

export const ZGuestEraseResponseSchema = z.object({
  detail: z.string(),
  /** Visits erased. */
  visits: z.number().int().nonnegative(),
  slip_images: z.number().int().nonnegative(),
  /** Visits of a guest who joined, left for the member's erasure. */
  kept_joined: z.number().int().nonnegative(),
});
export type TGuestEraseResponse = z.infer<typeof ZGuestEraseResponseSchema>;

export const adminEraseGuest = defineRoute({
  method: 'POST',
  path: '/api/admin/privacy/guests/erase/',
  access: 'admin',
  summary:
    'Erase every visit of a phone on the guest’s request, as retention does: names give way to a placeholder, company, category and phone are emptied, slip images deleted; the money stays. ' +
    'Visits of a guest who joined are left for the member’s erasure.',
  body: ZGuestEraseRequestSchema,
  response: ZGuestEraseResponseSchema,
  alsoAnswers: [404],
});
