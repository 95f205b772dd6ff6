import { ZDateTime, ZDetailResponse, ZId, ZIdParam, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { ZIdList } from './payments.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/*
 * Attendance as PALMS (issue 35): members say ahead they will miss a meeting or ask for leave; the
 * Vice President closes a meeting into its sheet, corrects it, marks it entered in BNI Connect.
 */

/** P present, A absent, L late, M leave (medical), S substitute: BNI Connect's columns, in its order. */
export const PALMS = ['P', 'A', 'L', 'M', 'S'] as const;
export const ZPalms = z.enum(PALMS, { error: apiMessages.palmsInvalid });
export type TPalms = z.infer<typeof ZPalms>;

/** The longest leave one request may ask for: about eight weeks. */
export const MAX_LEAVE_DAYS = 56;
export const MAX_LEAVE_REASON = 500;

const ZMeetingRefSchema = z.object({ id: ZId, name: z.string(), starts: ZDateTime });

/** A Bangkok calendar day, YYYY-MM-DD. */
const ZDay = z
  .string({ error: apiMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, apiMessages.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), apiMessages.dateInvalid);

export const saySkipMeeting = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/absence/',
  access: 'member',
  summary:
    'The member says they will miss a coming weekly meeting: the venue’s headcount leaves them out. It excuses nothing: without a substitute or leave they are absent.',
  params: ZIdParams,
  response: ZDetailResponse,
});

export const withdrawSkipMeeting = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/absence/withdraw/',
  access: 'member',
  summary: 'The member will come after all: takes back saying they would miss a coming meeting.',
  params: ZIdParams,
  response: ZDetailResponse,
});

export const ZLeaveRequestBodySchema = z
  .strictObject({
    starts_on: ZDay,
    ends_on: ZDay,
    reason: z
      .string({ error: apiMessages.leaveReasonRequired })
      .trim()
      .min(1, apiMessages.leaveReasonRequired)
      .max(MAX_LEAVE_REASON, apiMessages.reasonTooLong(MAX_LEAVE_REASON)),
  })
  .refine((body) => body.ends_on >= body.starts_on, { path: ['ends_on'], message: apiMessages.leaveEndsBeforeStart });
export type TLeaveRequestBody = z.input<typeof ZLeaveRequestBodySchema>;
export type TLeaveRequestValues = z.output<typeof ZLeaveRequestBodySchema>;

export const ZLeaveRequestSchema = z.object({
  id: ZId,
  member: ZId,
  member_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  reason: z.string(),
  requested_at: ZDateTime,
  status: z.enum(['pending', 'approved', 'refused', 'withdrawn']),
  decided_at: ZDateTime.nullable(),
  decided_by_name: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  /** The period's meetings whose fee the member has not paid (what approval waits for, by default). */
  unpaid_meetings: z.array(ZMeetingRefSchema),
});
export type TLeaveRequest = z.infer<typeof ZLeaveRequestSchema>;

export const requestLeave = defineRoute({
  method: 'POST',
  path: '/api/leave/',
  access: 'member',
  status: 201,
  summary:
    'The member asks for leave from one day to another (Bangkok, inclusive, from today, up to 56 days), with a reason; refused when it overlaps their pending or approved leave.',
  body: ZLeaveRequestBodySchema,
  response: ZLeaveRequestSchema,
});

export const withdrawLeave = defineRoute({
  method: 'POST',
  path: '/api/leave/:id/withdraw/',
  access: 'member',
  summary: 'The member withdraws their own leave request, pending or approved, before it starts.',
  params: ZIdParams,
  response: ZDetailResponse,
});

export const leaveRequests = defineRoute({
  method: 'GET',
  path: '/api/leave/',
  access: 'vp',
  summary:
    'Leave requests for the Vice President: pending first (oldest first), then those decided in the last 90 days.',
  response: z.array(ZLeaveRequestSchema),
});

export const approveLeave = defineRoute({
  method: 'POST',
  path: '/api/leave/:id/approve/',
  access: 'vp',
  summary:
    'Approve a pending leave request; by default (a series setting) only when every meeting of the period has the member’s fee paid. Nobody approves their own. Audited.',
  params: ZIdParams,
  response: ZLeaveRequestSchema,
});

export const ZRefuseLeaveBodySchema = z.strictObject({
  reason: z
    .string({ error: apiMessages.leaveRefusalReasonRequired })
    .trim()
    .min(1, apiMessages.leaveRefusalReasonRequired)
    .max(MAX_LEAVE_REASON, apiMessages.reasonTooLong(MAX_LEAVE_REASON)),
});

export const refuseLeave = defineRoute({
  method: 'POST',
  path: '/api/leave/:id/refuse/',
  access: 'vp',
  summary: 'Refuse a pending leave request with a reason the member sees. Nobody refuses their own. Audited.',
  params: ZIdParams,
  body: ZRefuseLeaveBodySchema,
  response: ZLeaveRequestSchema,
});

export const ZMyAttendanceSchema = z.object({
  /** Absences (A) at closed meetings of the last six months. */
  absences: z.number().int(),
  /** The chapter's thresholds: told at `warning`, seat at risk at `limit`. */
  warning: z.number().int(),
  limit: z.number().int(),
  /** Coming meetings and what the member said. */
  upcoming: z.array(
    ZMeetingRefSchema.extend({
      answer: z.enum(['coming', 'will_miss', 'substitute', 'on_leave']),
    }),
  ),
  /** Closed meetings of the last six months, newest first. */
  history: z.array(ZMeetingRefSchema.extend({ status: ZPalms, visitors: z.number().int() })),
  leave: z.array(ZLeaveRequestSchema),
});
export type TMyAttendance = z.infer<typeof ZMyAttendanceSchema>;

export const myAttendance = defineRoute({
  method: 'GET',
  path: '/api/attendance/mine/',
  access: 'member',
  summary:
    'The member’s own attendance: absences in six months, coming meetings with their answer, closed meetings with their PALMS, their leave.',
  response: ZMyAttendanceSchema,
});

export const ZAttendanceMeetingSchema = ZMeetingRefSchema.extend({
  ends: ZDateTime,
  closed: z.boolean(),
  entered: z.boolean(),
});

export const attendanceMeetings = defineRoute({
  method: 'GET',
  path: '/api/attendance/meetings/',
  access: 'vp',
  summary:
    'Weekly meetings of the last twelve weeks and the next one, newest first, with whether each is closed and entered in BNI Connect.',
  response: z.array(ZAttendanceMeetingSchema),
});

export const ZAttendanceRowSchema = z.object({
  member: ZId,
  name: z.string(),
  status: ZPalms,
  visitors: z.number().int(),
  /** What closing made of the door's record; differs from `status` after a correction. */
  closed_status: ZPalms.nullable(),
  corrected: z.boolean(),
});
export type TAttendanceRow = z.infer<typeof ZAttendanceRowSchema>;

export const ZAttendanceSheetSchema = z.object({
  meeting: ZMeetingRefSchema.extend({ ends: ZDateTime }),
  ended: z.boolean(),
  /** Null until closed: the rows are then what closing would make now. */
  closed: z.object({ at: ZDateTime, by_name: z.string() }).nullable(),
  /** Set once marked entered in BNI Connect: the sheet is frozen. */
  entered: z.object({ at: ZDateTime, by_name: z.string() }).nullable(),
  /** One row per member, by name. */
  rows: z.array(ZAttendanceRowSchema),
  totals: z.object({ P: z.number(), A: z.number(), L: z.number(), M: z.number(), S: z.number(), V: z.number() }),
});
export type TAttendanceSheet = z.infer<typeof ZAttendanceSheetSchema>;

export const attendanceSheet = defineRoute({
  method: 'GET',
  path: '/api/meetings/:id/attendance/',
  access: 'vp',
  summary:
    'A weekly meeting’s PALMS sheet: one row per member (P, A, L, M or S, and visitors V); before closing, what closing would make now.',
  params: ZIdParams,
  response: ZAttendanceSheetSchema,
});

export const closeAttendance = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/attendance/close/',
  access: 'vp',
  summary:
    'Close an ended meeting: every active member becomes P (checked in on time), L (late), S (their substitute checked in), M (approved leave) or A; ' +
    'visitors checked in are counted to who invited them. Check-ins then stop. Audited.',
  params: ZIdParams,
  response: ZAttendanceSheetSchema,
});

export const ZCorrectAttendanceBodySchema = z.strictObject({
  status: ZPalms,
  visitors: z
    .number({ error: apiMessages.visitorsCountInvalid })
    .int(apiMessages.visitorsCountInvalid)
    .min(0, apiMessages.visitorsCountInvalid)
    .max(50, apiMessages.visitorsCountInvalid),
});

export const ZAttendanceMemberParams = z.strictObject({ id: ZIdParam, memberId: ZIdParam });

export const correctAttendance = defineRoute({
  method: 'PUT',
  path: '/api/meetings/:id/attendance/:memberId/',
  access: 'vp',
  summary: 'Correct one member’s row of a closed sheet before it is entered in BNI Connect. Audited with from and to.',
  params: ZAttendanceMemberParams,
  body: ZCorrectAttendanceBodySchema,
  response: ZAttendanceRowSchema,
});

export const markAttendanceEntered = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/attendance/entered/',
  access: 'vp',
  summary: 'Mark a closed sheet as entered in BNI Connect, with who and when: it is frozen from then on. Audited.',
  params: ZIdParams,
  response: ZAttendanceSheetSchema,
});

export const ZAttendanceExportFormat = z.enum(['csv', 'xlsx'], { error: apiMessages.exportFormatInvalid });

export const attendanceExport = defineRoute({
  method: 'GET',
  path: '/api/meetings/:id/attendance/export/',
  access: 'vp',
  summary:
    'The PALMS sheet as CSV (UTF-8 with BOM) or XLSX: one row per member, columns name, P, A, L, M, S, V as BNI Connect asks.',
  params: ZIdParams,
  query: z.strictObject({ format: ZAttendanceExportFormat }),
  response: z.unknown(),
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  alsoAnswers: [409],
});

export const ZAtRiskSchema = z.object({
  warning: z.number().int(),
  limit: z.number().int(),
  members: z.array(
    z.object({
      member: ZId,
      name: z.string(),
      absences: z.number().int(),
      level: z.enum(['warning', 'limit']),
      last_absent: ZDateTime,
    }),
  ),
});
export type TAtRisk = z.infer<typeof ZAtRiskSchema>;

export const attendanceAtRisk = defineRoute({
  method: 'GET',
  path: '/api/attendance/at-risk/',
  access: 'officers',
  summary:
    'Active members with absences in the last six months at or above the warning threshold (2 by default), most first; the limit (3) puts the seat at risk.',
  response: ZAtRiskSchema,
});

export const remindAbsent = defineRoute({
  method: 'POST',
  path: '/api/attendance/remind/',
  access: 'officers',
  summary:
    'Send the chosen at-risk members a LINE notice of their absences in six months and the chapter’s limit. Audited.',
  body: z.strictObject({ members: ZIdList(100).refine((ids) => ids.length > 0, apiMessages.remindWhomRequired) }),
  response: ZDetailResponse.extend({ queued: z.number().int() }),
});
