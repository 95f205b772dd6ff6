import { MAX_ID, ZDateTime, ZId } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

const ZDateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), apiMessages.dateInvalid);

/**
 * The kinds of entry the log can be narrowed to, by the actions each holds, so a treasurer finds the
 * money among the logins. Actions of no kind (events, messages) show under all entries only.
 */
export const AUDIT_KIND_ACTIONS = {
  money: [
    'payment.confirm',
    'payment.accept_credit',
    'payment.cash_at_door',
    'cash_up.close',
    'cash_up.export',
    'payment.reverse',
    'payment.export',
    'payment.slip_upload',
    'payment.slip_delete',
    'payment.slip_refuse',
    'payment.slip_image_view',
    'event.register',
    'event.unregister',
  ],
  identity: [
    'member.create',
    'member.update',
    'member.deactivate',
    'member.reactivate',
    'member.import',
    'member.export',
    'member.create_admin',
    'member.line_bind',
    'member.line_unbind',
    'member.line_claim',
    'member.line_claim_refuse',
    'member.line_invite',
    'member.line_invite_revoke',
    'card.update',
    'card.new_address',
    'privacy.consent',
    'privacy.export',
    'privacy.erase',
    'visitor.invite',
    'visitor.register',
    'visitor.agree',
    'visitor.register_by_staff',
    'door.walk_in',
    'meeting.guests_export',
    'privacy.guest_export',
    'privacy.guest_erase',
  ],
  login: ['auth.login', 'auth.liff_login', 'auth.sign_out', 'auth.sign_out_everywhere'],
  settings: [
    'settings.update',
    'privacy.notice_publish',
    'privacy.retention_update',
    'privacy.retention',
    'reminder_rule.create',
    'reminder_rule.pause',
    'reminder_rule.resume',
    'reminder_rule.delete',
    'member.reminders_off',
    'member.reminders_on',
  ],
} as const satisfies Record<string, readonly string[]>;
export type TAuditKind = keyof typeof AUDIT_KIND_ACTIONS;
export const AUDIT_KINDS = Object.keys(AUDIT_KIND_ACTIONS) as TAuditKind[];

export const ZAuditQuerySchema = z
  .strictObject({
    /** Entries this member did, or that were done to them. */
    member: z.coerce.number<string>().int().positive().max(MAX_ID).optional(),
    /** First and last day, inclusive, in Bangkok. */
    from: ZDateInput.optional(),
    to: ZDateInput.optional(),
    /** For the next page: entries older than this id. */
    before: z.coerce.number<string>().int().positive().max(MAX_ID).optional(),
    /** Only entries of this kind (AUDIT_KIND_ACTIONS). */
    kind: z.enum(AUDIT_KINDS as [TAuditKind, ...TAuditKind[]], { error: apiMessages.auditKindInvalid }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: apiMessages.dateRangeInvalid,
    path: ['to'],
  });

export const ZAuditEntrySchema = z.object({
  id: ZId,
  at: ZDateTime,
  /** Who did it; null for things nobody signed in did (a refused login). */
  actor: z.object({ id: ZId, full_name: z.string() }).nullable(),
  /** Dotted verb: `event.create`, `member.update`, `payment.confirm`, `message.send`, ... */
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  /**
   * The member or guest the entry is about, when it is about one: its subject, or the member or
   * guest whose slip it was about. An erased one reads as the erased name their row now holds.
   */
  subject_name: z.string().nullable(),
  /** What changed: for edits `changes` holds `{field: {from, to}}`. */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const adminAuditLog = defineRoute({
  method: 'GET',
  path: '/api/admin/audit-log/',
  access: 'admin',
  summary: 'The audit log, newest first, 100 entries a page; filter by member, by days (Bangkok) and by kind.',
  query: ZAuditQuerySchema,
  response: z.object({ entries: z.array(ZAuditEntrySchema), next_before: ZId.nullable() }),
});
