import { ZDateTime, ZId, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { normalizeThaiPhone } from './phone.ts';
import { KNOWN_ROLES } from './roles.ts';
import { defineRoute } from './route.ts';
import { websiteUrl } from './website.ts';
import { z } from './zod-th.ts';

const ZText = (max: number) => z.string().trim().max(max, apiMessages.tooLong(max));

/** Optional text: blank becomes null, so "no email" is one value. */
const ZOptionalText = (max: number) =>
  ZText(max)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));

/** A Thai phone number in any common form, stored in the national form (see normalizeThaiPhone). */
export const ZPhoneInput = z
  .string({ error: apiMessages.phoneRequired })
  .trim()
  .min(1, apiMessages.phoneRequired)
  .transform((value, context) => {
    const phone = normalizeThaiPhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: apiMessages.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

export const ZEmailInput = ZOptionalText(200).refine(
  (value) => value === null || z.email().safeParse(value).success,
  apiMessages.emailInvalid,
);

/** A website as members type it ("www.example.co.th" too), stored as an http(s) link (see websiteUrl). */
export const ZWebsiteInput = ZOptionalText(300).transform((value, context) => {
  if (value === null) return null;
  const url = websiteUrl(value);
  if (url === null) {
    context.addIssue({ code: 'custom', message: apiMessages.websiteInvalid });
    return z.NEVER;
  }
  return url;
});

export const ZRoleName = z.enum(KNOWN_ROLES, { error: apiMessages.roleUnknown });

/** A member as admins create and edit them. */
export const ZAdminMemberRequestSchema = z.strictObject({
  first_name: ZText(100).min(1, apiMessages.firstNameRequired),
  last_name: ZText(100).min(1, apiMessages.lastNameRequired),
  phone: ZPhoneInput,
  email: ZEmailInput,
  company: ZOptionalText(200),
  position: ZOptionalText(200),
  website: ZWebsiteInput,
  roles: z
    .array(ZRoleName)
    .max(KNOWN_ROLES.length)
    .default([])
    .transform((roles) => [...new Set(roles)].sort()),
  /** An inactive member cannot log in, and their open sessions stop working at once. */
  active: z.boolean().default(true),
});
export type TAdminMemberRequest = z.input<typeof ZAdminMemberRequestSchema>;
export type TAdminMemberValues = z.output<typeof ZAdminMemberRequestSchema>;

export const ZAdminMemberSchema = z.object({
  id: ZId,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  website: z.string().nullable(),
  roles: z.array(z.string()),
  active: z.boolean(),
  /** The LINE account bound to the member, if any. */
  line_display_name: z.string().nullable(),
  line_bound: z.boolean(),
  created_at: ZDateTime,
  /**
   * When the member erased their data (ADR 30), else null. An erased member's row only carries
   * the accounts: no name, no phone (both empty but the placeholder first name), nothing to edit.
   */
  erased_at: ZDateTime.nullable(),
});
export type TAdminMember = z.infer<typeof ZAdminMemberSchema>;

export const adminMembers = defineRoute({
  method: 'GET',
  path: '/api/admin/members/',
  access: 'admin',
  summary:
    'Every member, inactive and erased ones included, by name; `search` matches name, phone (any form), email or company. An erased member has `erased_at` and no phone.',
  query: z.strictObject({ search: z.string().trim().max(100).optional() }),
  response: z.array(ZAdminMemberSchema),
});

export const adminCreateMember = defineRoute({
  method: 'POST',
  path: '/api/admin/members/',
  access: 'admin',
  summary: 'Add a member. The phone number is normalised and must be unique.',
  body: ZAdminMemberRequestSchema,
  status: 201,
  response: ZAdminMemberSchema,
});

export const adminUpdateMember = defineRoute({
  method: 'PUT',
  path: '/api/admin/members/:id/',
  access: 'admin',
  summary:
    'Edit a member, roles and active flag included. Deactivating signs the member out everywhere at once. Admins cannot deactivate themselves or drop their own Admin role.',
  params: ZIdParams,
  body: ZAdminMemberRequestSchema,
  response: ZAdminMemberSchema,
});

/** The columns of the member CSV, in order; import needs the first three, export writes them all. */
export const MEMBER_CSV_COLUMNS = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'company',
  'position',
  'website',
  'roles',
  'active',
] as const;

export const ZMemberImportRequestSchema = z.strictObject({
  /** The CSV file's text (UTF-8; a byte-order mark is ignored). */
  csv: z.string({ error: apiMessages.csvRequired }).min(1, apiMessages.csvRequired),
});
export type TMemberImportRequest = z.input<typeof ZMemberImportRequestSchema>;

export const ZMemberImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Normalised when valid, otherwise as written. */
  phone: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  roles: z.array(z.string()),
  active: z.boolean(),
  /** Problems per column; empty when the row can be imported. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type TMemberImportRow = z.infer<typeof ZMemberImportRowSchema>;

export const ZMemberImportPreviewSchema = z.object({
  rows: z.array(ZMemberImportRowSchema),
  valid_count: z.number().int(),
  error_count: z.number().int(),
});
export type TMemberImportPreview = z.infer<typeof ZMemberImportPreviewSchema>;

export const adminPreviewMemberImport = defineRoute({
  method: 'POST',
  path: '/api/admin/members/import/preview/',
  access: 'admin',
  summary: 'Check a member CSV without writing anything: every row with its problems (bad phone, duplicate, no name).',
  body: ZMemberImportRequestSchema,
  response: ZMemberImportPreviewSchema,
});

export const adminImportMembers = defineRoute({
  method: 'POST',
  path: '/api/admin/members/import/',
  access: 'admin',
  summary:
    'Add the members of a CSV the admin has previewed: checked again, and written all together in one transaction only if no row has a problem.',
  body: ZMemberImportRequestSchema,
  status: 201,
  response: z.object({ detail: z.string(), created: z.number().int() }),
});

/**
 * The members file's format, as the other exports name it. CSV when not given: a back office still
 * open in a browser from before XLSX was offered asks without it.
 */
export const ZMembersExportFormat = z.enum(['csv', 'xlsx'], { error: apiMessages.exportFormatInvalid }).default('csv');

export const adminExportMembers = defineRoute({
  method: 'GET',
  path: '/api/admin/members/export/',
  access: 'admin',
  summary:
    'Every member but erased ones as CSV (UTF-8 with a byte-order mark, so Excel shows Thai) or XLSX, in the columns import reads. Phones are written so a spreadsheet keeps them as text (ADR 58): `="0812345678"` in the CSV, text cells in the XLSX.',
  query: z.strictObject({ format: ZMembersExportFormat }),
  response: z.unknown(),
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});
