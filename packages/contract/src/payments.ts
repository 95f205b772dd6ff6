import { ZDateTime, ZDetailResponse, ZId, ZIdInput, ZIdParam } from './common.ts';
import { apiMessages } from './messages.ts';
import { ZOwedMemberSchema } from './owed.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

export const ZSlipSchema = z.object({
  id: ZId,
  /** A short-lived signed URL of the full image, usable in <img src>. */
  image: z.string(),
  /** A short-lived signed URL of a small preview, for lists. */
  thumbnail: z.string(),
  created: ZDateTime,
  /** The staff member who validated the slip; null while it waits. */
  validated_by: ZId.nullable(),
  validated_at: ZDateTime.nullable(),
});
export type TSlip = z.infer<typeof ZSlipSchema>;

export const paymentHistory = defineRoute({
  method: 'GET',
  path: '/api/payment/history/',
  access: 'member',
  summary: 'The caller’s own slips, newest first.',
  response: z.array(ZSlipSchema),
});

export const ZCreateSlipRequestSchema = z.strictObject({
  /** The image as a data URL (`data:image/jpeg;base64,...`); its type is decided by its bytes. */
  image: z.string({ error: apiMessages.slipImageRequired }).min(1, apiMessages.slipImageRequired),
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
});

export const deleteSlip = defineRoute({
  method: 'DELETE',
  path: '/api/payment/delete/:id/',
  access: 'member',
  summary: 'Delete one of the caller’s slips that staff have not validated yet.',
  params: z.strictObject({ id: ZIdParam }),
  response: ZDetailResponse,
});

export const ZSlipImageQuerySchema = z.strictObject({
  variant: z.enum(['full', 'thumb']),
  /** Unix seconds after which the link stops working. */
  expires: z.coerce.number<string>().int().positive(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, apiMessages.imageLinkInvalid),
});

export const slipImage = defineRoute({
  method: 'GET',
  path: '/api/payment/image/:id/',
  access: 'public',
  summary:
    'A slip’s image bytes. No token: the link itself is the permission, signed by the server for the slip’s owner or staff and valid for one hour.',
  params: z.strictObject({ id: ZIdParam }),
  query: ZSlipImageQuerySchema,
  response: z.unknown(),
  produces: ['image/jpeg', 'image/webp'],
});

/** A member with slips waiting: what they owe and for which registrations (staff confirm those). */
export const ZUnvalidatedMemberSchema = ZOwedMemberSchema;
export type TUnvalidatedMember = z.infer<typeof ZUnvalidatedMemberSchema>;

export const unvalidatedMembers = defineRoute({
  method: 'GET',
  path: '/api/payment/unvalidated-member/',
  access: 'staff',
  summary: 'Members who have slips waiting for validation, by full name.',
  response: z.array(ZUnvalidatedMemberSchema),
});

export const ZMemberIdParamsSchema = z.strictObject({ memberId: ZIdParam });

export const paymentDetailList = defineRoute({
  method: 'GET',
  path: '/api/payment/detail-list/:memberId/',
  access: 'staff',
  summary: 'One member’s slips, those waiting for validation first, then the newest.',
  params: ZMemberIdParamsSchema,
  response: z.array(ZSlipSchema),
});

const ZIdList = (max: number) =>
  z
    .array(ZIdInput)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

export const ZSubmitPaymentRequestSchema = z
  .strictObject({
    /** Registrations to mark paid. */
    registrations: ZIdList(200),
    /** Slips to mark validated. */
    payments: ZIdList(100),
  })
  .refine((body) => body.registrations.length + body.payments.length > 0, apiMessages.nothingToConfirm);
export type TSubmitPaymentRequest = z.input<typeof ZSubmitPaymentRequestSchema>;

export const ZSubmitPaymentResponseSchema = z.object({
  detail: z.string(),
  registrations: z.array(ZId),
  payments: z.array(ZId),
});

export const submitPayment = defineRoute({
  method: 'POST',
  path: '/api/payment/submit/',
  access: 'staff',
  summary:
    'Confirm payment, all or nothing: the registrations get a payment time and the confirming staff member, the slips get validated. Every item must belong to one member and still be open.',
  body: ZSubmitPaymentRequestSchema,
  response: ZSubmitPaymentResponseSchema,
});
