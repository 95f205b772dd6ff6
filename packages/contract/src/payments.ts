import { ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdInput, ZIdParam, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { ZOwedMemberSchema } from './owed.ts';
import { defineRoute } from './route.ts';
import { ZMemberSlipSchema, ZSlipSchema, ZStaffSlipSchema } from './slips.ts';
import { z } from './zod-th.ts';

// The slip shapes live in slips.ts; routes and callers keep naming them from here.
export {
  type TMemberSlip,
  type TSlip,
  type TStaffSlip,
  ZMemberSlipSchema,
  ZSlipSchema,
  ZStaffSlipSchema,
} from './slips.ts';

export const paymentHistory = defineRoute({
  method: 'GET',
  path: '/api/payment/history/',
  access: 'member',
  summary:
    'The caller’s own slips, newest first, with staff’s check of each accepted one and whether it may be deleted.',
  response: z.array(ZMemberSlipSchema),
});

/** The most one slip or confirmation may carry, in baht: far above any chapter's fees, below integer satang's limit. */
export const MAX_AMOUNT = 1_000_000;

/** Whole satang: 0.1 + 0.2 style float noise is forgiven, a third decimal is not. */
const wholeSatang = (baht: number) => Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6;

/** An amount of money transferred, in baht: more than zero, whole satang, within reason. */
export const ZAmountInput = z
  .number({ error: apiMessages.amountInvalid })
  .positive(apiMessages.amountInvalid)
  .max(MAX_AMOUNT, apiMessages.amountTooHigh(MAX_AMOUNT))
  .refine(wholeSatang, apiMessages.amountInvalid);

/** What staff record as received, in baht: may be zero (a slip that carried nothing for the chapter). */
export const ZReceivedInput = z
  .number({ error: apiMessages.receivedInvalid })
  .min(0, apiMessages.receivedInvalid)
  .max(MAX_AMOUNT, apiMessages.amountTooHigh(MAX_AMOUNT))
  .refine(wholeSatang, apiMessages.receivedInvalid);

export const MAX_REASON = 500;

/** A reason staff give, kept in the books and the audit log; blank counts as none. */
export const ZReasonInput = z
  .string()
  .trim()
  .max(MAX_REASON, apiMessages.reasonTooLong(MAX_REASON))
  .nullable()
  .default(null)
  .transform((value) => (value ? value : null));

/** A reason that must be given. */
const ZRequiredReason = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_REASON, apiMessages.reasonTooLong(MAX_REASON));

export const ZCreateSlipRequestSchema = z.strictObject({
  /** The image as a data URL (`data:image/jpeg;base64,...`); its type is decided by its bytes. */
  image: z.string({ error: apiMessages.slipImageRequired }).min(1, apiMessages.slipImageRequired),
  /** The amount transferred, in baht, as the member states it. */
  amount: ZAmountInput,
});
export type TCreateSlipRequest = z.input<typeof ZCreateSlipRequestSchema>;

export const createSlip = defineRoute({
  method: 'POST',
  path: '/api/payment/create/',
  access: 'member',
  summary:
    'Upload a transfer slip: JPEG, PNG or WebP by content, at most 10 MB and 25 megapixels; stored re-encoded, without EXIF. ' +
    'Per member: at most 10 slips waiting for validation (400) and 20 uploads an hour (429 with Retry-After); ' +
    'a full server disk answers 507.',
  body: ZCreateSlipRequestSchema,
  status: 201,
  response: ZSlipSchema,
  alsoAnswers: [429, 507],
});

export const deleteSlip = defineRoute({
  method: 'DELETE',
  path: '/api/payment/delete/:id/',
  access: 'member',
  summary: 'Delete one of the caller’s slips that staff have not validated yet.',
  params: ZIdParams,
  response: ZDetailResponse,
});

export const ZSlipImageQuerySchema = z.strictObject({
  variant: z.enum(['full', 'thumb']),
  /** Unix seconds after which the link stops working. */
  expires: z.coerce.number<string>().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, apiMessages.imageLinkInvalid),
  /** The staff member the link was made for: opening another member's slip is audited (issue 19). */
  viewer: ZIdParam.optional(),
});

export const slipImage = defineRoute({
  method: 'GET',
  path: '/api/payment/image/:id/',
  access: 'public',
  summary:
    'A slip’s image bytes. No token: the link itself is the permission, signed by the server for the slip’s owner or staff and valid for one hour.',
  params: ZIdParams,
  query: ZSlipImageQuerySchema,
  response: z.unknown(),
  produces: ['image/jpeg', 'image/webp'],
  // The signed link is the permission (ADR 10): a wrong or expired one is a 403.
  alsoAnswers: [403],
});

/** A member with slips waiting (or credit that can pay what they owe), and their LINE binding: when, and who vouched (ADR 45). */
export const ZUnvalidatedMemberSchema = ZOwedMemberSchema.extend({
  line_binding: z.object({ bound_at: ZDateTime, vouched_by: z.string().nullable() }).nullable(),
  /** How many of their slips wait for staff; 0 for a member listed for their credit alone. */
  waiting_slips: z.number().int().nonnegative(),
  /**
   * Why the signed-in staff member may not confirm this member's money, so the panel says so before
   * they press confirm: their own (issue 14), or a member whose LINE binding they vouched for within
   * 30 days (ADR 45). Null when they may.
   */
  cannot_confirm: z.enum(['own_payment', 'vouched']).nullable(),
});
export type TUnvalidatedMember = z.infer<typeof ZUnvalidatedMemberSchema>;

export const unvalidatedMembers = defineRoute({
  method: 'GET',
  path: '/api/payment/unvalidated-member/',
  access: 'staff',
  summary: 'Members who have slips waiting for validation, or credit and something owed that it can pay, by full name.',
  response: z.array(ZUnvalidatedMemberSchema),
});

export const ZMemberIdParamsSchema = z.strictObject({ memberId: ZIdParam });

export const paymentDetailList = defineRoute({
  method: 'GET',
  path: '/api/payment/detail-list/:memberId/',
  access: 'staff',
  summary:
    'One member’s slips, those waiting for validation first, then the newest, each with other members’ live slips of the same transfer reference.',
  params: ZMemberIdParamsSchema,
  response: z.array(ZStaffSlipSchema),
});

/** Ids, at most `max`, each once. */
export const ZIdList = (max: number) =>
  z
    .array(ZIdInput)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

const ZAmountReceived = {
  /** Slips to accept. */
  payments: ZIdList(100),
  /** What was received, in baht; defaults to the sum of the slips' amounts. */
  received: ZReceivedInput.nullable().default(null),
  /** Why `received` differs from the slips' amounts; required when it does. */
  received_reason: ZReasonInput,
};

export const ZSubmitPaymentRequestSchema = z.strictObject({
  /** Registrations to mark paid; at least one (taking slips as credit is acceptSlipsAsCredit). */
  registrations: ZIdList(200).refine((ids) => ids.length > 0, apiMessages.registrationsToPayRequired),
  ...ZAmountReceived,
  /** Why the ticked registrations may cost more than received plus credit (a waiver, a discount); required then. */
  waiver_reason: ZReasonInput,
});
export type TSubmitPaymentRequest = z.input<typeof ZSubmitPaymentRequestSchema>;

export const ZConfirmationResultSchema = z.object({
  detail: z.string(),
  /** The confirmation recorded (reversible by an Admin). */
  confirmation: ZId,
  registrations: z.array(ZId),
  payments: z.array(ZId),
  /** The member's credit after it, in baht. */
  credit: ZBaht,
});
export type TConfirmationResult = z.infer<typeof ZConfirmationResultSchema>;

export const submitPayment = defineRoute({
  method: 'POST',
  path: '/api/payment/submit/',
  access: 'staff',
  summary:
    'Confirm a payment, all or nothing: records the amount received (the slips’ amounts unless corrected with a reason), ' +
    'marks the ticked registrations paid from it and the member’s credit, keeps any excess as credit, and accepts the slips. ' +
    'Ticking more than received plus credit needs a waiver reason. Every item must belong to one member and still be open.',
  body: ZSubmitPaymentRequestSchema,
  response: ZConfirmationResultSchema,
});

export const ZAcceptCreditRequestSchema = z.strictObject({
  ...ZAmountReceived,
  payments: ZIdList(100).refine((ids) => ids.length > 0, apiMessages.slipsForCreditRequired),
});
export type TAcceptCreditRequest = z.input<typeof ZAcceptCreditRequestSchema>;

export const acceptSlipsAsCredit = defineRoute({
  method: 'POST',
  path: '/api/payment/accept-credit/',
  access: 'staff',
  summary: 'Accept slips without paying any registration: what was received becomes the member’s credit.',
  body: ZAcceptCreditRequestSchema,
  response: ZConfirmationResultSchema,
});

export const ZReasonRequestSchema = (message: string) => z.strictObject({ reason: ZRequiredReason(message) });

export const refuseSlip = defineRoute({
  method: 'POST',
  path: '/api/payment/refuse/:id/',
  access: 'staff',
  summary: 'Refuse a waiting slip with a reason the member sees; it then counts for nothing and cannot be deleted.',
  params: ZIdParams,
  body: ZReasonRequestSchema(apiMessages.refusalReasonRequired),
  response: ZDetailResponse,
});

export const checkSlipAgain = defineRoute({
  method: 'POST',
  path: '/api/payment/slip/:id/check/',
  access: 'staff',
  summary:
    'Ask the slip-verification provider again about a slip it could not check (it was down, or not set up yet). ' +
    'A slip it already answered about is not sent again: the provider would call it a duplicate.',
  params: ZIdParams,
  response: ZSlipSchema,
});

const ZPersonSchema = z.object({ id: ZId, full_name: z.string() });

/** A confirmed payment as the books show it. */
export const ZConfirmationSchema = z.object({
  id: ZId,
  member: ZPersonSchema,
  confirmed_at: ZDateTime,
  confirmed_by: ZPersonSchema,
  /** The sum the member stated on the slips; null if a slip had no amount. */
  stated: ZBaht.nullable(),
  received: ZBaht,
  received_reason: z.string().nullable(),
  /** The prices of the registrations it paid. */
  applied: ZBaht,
  waived: ZBaht,
  waiver_reason: z.string().nullable(),
  /** What it did to the member's credit: positive kept, negative used (received − applied + waived). */
  credit_change: z.number(),
  registrations: z.array(z.object({ id: ZId, event_name: z.string(), event_start_date_time: ZDateTime, price: ZBaht })),
  slips: z.array(ZId),
  /** The transfer references read from those slips' QR codes (issue 17), for the bank statement. */
  slip_references: z.array(z.string()),
  reversed_at: ZDateTime.nullable(),
  reversed_by: ZPersonSchema.nullable(),
  reversal_reason: z.string().nullable(),
});
export type TConfirmation = z.infer<typeof ZConfirmationSchema>;

/** A calendar month, YYYY-MM, in Asia/Bangkok. */
export const ZMonthQuery = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, apiMessages.exportMonthInvalid);

export const paymentConfirmations = defineRoute({
  method: 'GET',
  path: '/api/payment/confirmation/',
  access: 'staff_or_admin',
  summary: 'The payments confirmed in a month (Asia/Bangkok), newest first, reversed ones included and marked.',
  query: z.strictObject({ month: ZMonthQuery }),
  response: z.array(ZConfirmationSchema),
});

export const reverseConfirmation = defineRoute({
  method: 'POST',
  path: '/api/payment/confirmation/:id/reverse/',
  access: 'admin',
  summary:
    'Reverse a confirmation with a reason: its registrations are owed again (or cancelled, if their event was), its slips wait again and its credit is undone. ' +
    'Refused while that would leave the member’s credit below zero (reverse the later confirmation that used it first).',
  params: ZIdParams,
  body: ZReasonRequestSchema(apiMessages.reversalReasonRequired),
  response: ZDetailResponse,
});

export const paymentExport = defineRoute({
  method: 'GET',
  path: '/api/payment/export/',
  access: 'staff_or_admin',
  summary:
    'The month’s confirmed payments as a CSV (UTF-8 with BOM, for Excel) or XLSX file, one row per confirmation.',
  query: z.strictObject({ month: ZMonthQuery, format: z.enum(['csv', 'xlsx']) }),
  response: z.unknown(),
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});
