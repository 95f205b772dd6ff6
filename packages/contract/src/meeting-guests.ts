import { ZId, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { ZCreatedVisitInvitationSchema, ZVisitorRegisterRequestSchema } from './visitors.ts';
import { z } from './zod-th.ts';

/*
 * A meeting's guests as staff handle them (issue 34): a visitor who phoned, registered by staff,
 * and the file of a meeting's visitors and substitutes for the visitor hosts' follow-up.
 */

/**
 * What staff type in for a visitor who phoned: what the visitor's own form asks, without the
 * notice version (staff read the visitors' notice to them; the one in force is recorded).
 */
export const ZStaffVisitorRequestSchema = ZVisitorRegisterRequestSchema.omit({ notice_version: true });
export type TStaffVisitorRequest = z.input<typeof ZStaffVisitorRequestSchema>;
export type TStaffVisitorValues = z.output<typeof ZStaffVisitorRequestSchema>;

/** The visitor staff registered, and their link (already used by them) to see and pay their fee. */
export const ZStaffVisitorSchema = ZCreatedVisitInvitationSchema.extend({
  /** The guest's id. */
  guest: ZId,
  visitor_name: z.string(),
});
export type TStaffVisitor = z.infer<typeof ZStaffVisitorSchema>;

export const registerVisitorByStaff = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/visitors/',
  access: 'staff',
  status: 201,
  summary:
    'Staff register a visitor who phoned to a weekly meeting that has not started, recording the visitors’ notice in force as agreed; ' +
    'the visitor owes the visitor fee, and the answer holds their link to pay it (shown this once).',
  params: ZIdParams,
  body: ZStaffVisitorRequestSchema,
  response: ZStaffVisitorSchema,
});

export const ZGuestsExportFormat = z.enum(['csv', 'xlsx'], { error: apiMessages.guestsExportFormatInvalid });
export type TGuestsExportFormat = z.infer<typeof ZGuestsExportFormat>;

export const meetingGuestsExport = defineRoute({
  method: 'GET',
  path: '/api/admin/meetings/:id/guests/export/',
  access: 'staff_or_admin',
  summary:
    'A meeting’s visitors and substitutes as a CSV (UTF-8 with BOM, for Excel) or XLSX file: kind, name, company, business category, phone, ' +
    'who invited or sent them, paid, and a third visit within six months.',
  params: ZIdParams,
  query: z.strictObject({ format: ZGuestsExportFormat }),
  response: z.unknown(),
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});
