import { MAX_ID, ZDateTime, ZId } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

const ZDateInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), apiMessages.dateInvalid);

export const ZAuditQuerySchema = z
  .strictObject({
    /** Entries this member did, or that were done to them. */
    member: z.coerce.number<string>().int().positive().max(MAX_ID).optional(),
    /** First and last day, inclusive, in Bangkok. */
    from: ZDateInput.optional(),
    to: ZDateInput.optional(),
    /** For the next page: entries older than this id. */
    before: z.coerce.number<string>().int().positive().max(MAX_ID).optional(),
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
  /** The member the entry is about, when it is about one. */
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
  summary: 'The audit log, newest first, 100 entries a page; filter by member and by days (Bangkok).',
  query: ZAuditQuerySchema,
  response: z.object({ entries: z.array(ZAuditEntrySchema), next_before: ZId.nullable() }),
});
