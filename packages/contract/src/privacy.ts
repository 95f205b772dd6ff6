import { ZBaht, ZDateTime, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { RETENTION_LIMITS, type RetentionName } from './retention-limits.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/**
 * Members' rights under Thailand's PDPA (issue 19, ADR 30): the privacy notice and consent, the
 * member's own data as a ZIP, erasure, and how long the chapter keeps slip images and addresses.
 */

/** The notice in force and where the signed-in member stands with it. */
export const ZPrivacyNoticeResponseSchema = z.object({
  /** Null until an Admin publishes a notice: nothing to agree to yet. */
  version: z.number().int().positive().nullable(),
  body: z.string().nullable(),
  published_at: ZDateTime.nullable(),
  /** The latest version the member agreed to, and when. */
  agreed_version: z.number().int().positive().nullable(),
  agreed_at: ZDateTime.nullable(),
  /** True while the member has not agreed to the version in force: every other call is refused. */
  consent_required: z.boolean(),
});
export type TPrivacyNoticeResponse = z.infer<typeof ZPrivacyNoticeResponseSchema>;

export const privacyNotice = defineRoute({
  method: 'GET',
  path: '/api/privacy/notice/',
  access: 'member',
  beforeConsent: true,
  summary: 'The privacy notice in force and whether the signed-in member has agreed to it.',
  response: ZPrivacyNoticeResponseSchema,
});

export const agreeToPrivacyNotice = defineRoute({
  method: 'POST',
  path: '/api/privacy/consent/',
  access: 'member',
  beforeConsent: true,
  summary: 'The member agrees to the notice version they read; a newer one published meanwhile is refused.',
  body: z.strictObject({ version: z.number().int().positive() }),
  response: ZPrivacyNoticeResponseSchema,
});

export const myData = defineRoute({
  method: 'GET',
  path: '/api/privacy/my-data/',
  access: 'member',
  beforeConsent: true,
  summary:
    'Everything held about the signed-in member: a ZIP with data.json (every table’s rows about them) and their slip images.',
  response: z.unknown(),
  produces: ['application/zip'],
  // A 404 only for a member erased while the request ran.
  alsoAnswers: [404],
});

/** What the member is told before erasing: what they owe and what credit they lose. */
export const ZErasureCheckSchema = z.object({
  owed: ZBaht,
  credit: ZBaht,
  line_bound: z.boolean(),
});
export type TErasureCheck = z.infer<typeof ZErasureCheckSchema>;

export const erasureCheck = defineRoute({
  method: 'GET',
  path: '/api/privacy/erase-me/',
  access: 'member',
  beforeConsent: true,
  summary: 'What erasing would leave behind: the amount the member owes, their credit, whether LINE is bound.',
  response: ZErasureCheckSchema,
});

const ZConfirm = z.literal(true, { error: apiMessages.erasureConfirmRequired });

export const ZEraseRequestSchema = z.strictObject({
  confirm: ZConfirm,
  /** Required true when the member owes or holds credit: they were told and still go ahead. */
  money_acknowledged: z.boolean().default(false),
  /** In the mini-app, LINE's access token, so the app's LINE authorization can be revoked. */
  line_access_token: z.string().min(1).max(2000).optional(),
});
export type TEraseRequest = z.input<typeof ZEraseRequestSchema>;

/**
 * `revoked`: LINE no longer lets the app act for the member; `not_bound`: no LINE account was
 * bound; `not_revoked`: bound, but no LINE token to revoke with (desktop, or an Admin's erasure):
 * the member unlinks the app in LINE's settings.
 */
export const ZLineAuthorization = z.enum(['revoked', 'not_bound', 'not_revoked']);

export const ZEraseResponseSchema = z.object({
  detail: z.string(),
  line_authorization: ZLineAuthorization,
});
export type TEraseResponse = z.infer<typeof ZEraseResponseSchema>;

export const eraseMe = defineRoute({
  method: 'POST',
  path: '/api/privacy/erase-me/',
  access: 'member',
  beforeConsent: true,
  summary:
    'Erase the signed-in member: personal data removed, money records kept under a placeholder, signed out everywhere, LINE authorization revoked.',
  body: ZEraseRequestSchema,
  response: ZEraseResponseSchema,
});

export const adminEraseMember = defineRoute({
  method: 'POST',
  path: '/api/admin/members/:id/erase/',
  access: 'admin',
  summary: 'Erase a member on their request (as erase-me; LINE authorization is left for the member to unlink).',
  params: ZIdParams,
  body: ZEraseRequestSchema.omit({ line_access_token: true }),
  response: ZEraseResponseSchema,
});

export const adminErasureCheck = defineRoute({
  method: 'GET',
  path: '/api/admin/members/:id/erase/',
  access: 'admin',
  summary: 'What erasing the member would leave behind (owed, credit, LINE bound).',
  params: ZIdParams,
  response: ZErasureCheckSchema,
});

export { RETENTION_LIMITS, type RetentionName } from './retention-limits.ts';

const ZDays = (name: RetentionName) =>
  z
    .number()
    .int(apiMessages.wholeDays)
    .min(RETENTION_LIMITS[name].min, apiMessages.retentionTooShort(RETENTION_LIMITS[name].min))
    .max(RETENTION_LIMITS[name].max, apiMessages.retentionTooLong(RETENTION_LIMITS[name].max));

export const ZRetentionSchema = z.strictObject({
  validated_slip_days: ZDays('validated_slip_days'),
  refused_slip_days: ZDays('refused_slip_days'),
  audit_ip_days: ZDays('audit_ip_days'),
  guest_days: ZDays('guest_days'),
});
export type TRetention = z.infer<typeof ZRetentionSchema>;

export const ZRetentionRunSchema = z.object({
  day: z.string(),
  finished_at: ZDateTime,
  validated_slip_images: z.number().int().nonnegative(),
  refused_slip_images: z.number().int().nonnegative(),
  audit_ips: z.number().int().nonnegative(),
  /** Guests erased, their last visit past the period (issue 34). */
  guests: z.number().int().nonnegative(),
});
export type TRetentionRun = z.infer<typeof ZRetentionRunSchema>;

export const ZAdminNoticeSchema = z.object({
  version: z.number().int().positive(),
  body: z.string(),
  published_at: ZDateTime,
  published_by: z.string().nullable(),
  /** Members who agreed to this version. */
  agreed_count: z.number().int().nonnegative(),
});

/** A version of the visitors' notice (issue 34), which guests agree to when they register. */
export const ZAdminGuestNoticeSchema = ZAdminNoticeSchema.omit({ agreed_count: true });

const ZNoticeBody = z.strictObject({
  body: z.string().trim().min(50, apiMessages.noticeTooShort(50)).max(20_000, apiMessages.tooLong(20_000)),
});

export const ZAdminPrivacyResponseSchema = z.object({
  /** Newest first. */
  notices: z.array(ZAdminNoticeSchema),
  /** A Thai starting text for a chapter's first notice. */
  notice_template: z.string(),
  /** The visitors' notice versions, newest first; the highest is the one guests agree to. */
  guest_notices: z.array(ZAdminGuestNoticeSchema),
  guest_notice_template: z.string(),
  retention: ZRetentionSchema,
  retention_defaults: ZRetentionSchema,
  /** The last retention runs, newest first. */
  retention_runs: z.array(ZRetentionRunSchema),
});
export type TAdminPrivacyResponse = z.infer<typeof ZAdminPrivacyResponseSchema>;

export const adminPrivacy = defineRoute({
  method: 'GET',
  path: '/api/admin/privacy/',
  access: 'admin',
  summary: 'The privacy notices published, the retention periods and the last retention runs.',
  response: ZAdminPrivacyResponseSchema,
});

export const adminPublishNotice = defineRoute({
  method: 'POST',
  path: '/api/admin/privacy/notice/',
  access: 'admin',
  status: 201,
  summary: 'Publish a new version of the privacy notice; every member agrees again at their next visit.',
  body: ZNoticeBody,
  response: ZAdminPrivacyResponseSchema,
});

export const adminPublishGuestNotice = defineRoute({
  method: 'POST',
  path: '/api/admin/privacy/guest-notice/',
  access: 'admin',
  status: 201,
  summary:
    "Publish a new version of the visitors' privacy notice, which visitors and substitutes agree to before they register.",
  body: ZNoticeBody,
  response: ZAdminPrivacyResponseSchema,
});

export const adminUpdateRetention = defineRoute({
  method: 'PUT',
  path: '/api/admin/privacy/retention/',
  access: 'admin',
  summary: 'Set how long slip images and the audit log’s client addresses are kept.',
  body: ZRetentionSchema,
  response: ZAdminPrivacyResponseSchema,
});
