import { ZAdminEventSchema, ZPriceInput } from './admin-events.ts';
import { ZPhoneInput } from './admin-members.ts';
import { ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/** How far ahead a chapter may keep its meetings: half a year. */
export const MAX_WEEKS_AHEAD = 26;
/** The latest on-time mark: a check-in later than the start plus this is late. */
export const MAX_ON_TIME_MINUTES = 120;

const ZText = (max: number) => z.string().trim().max(max, apiMessages.tooLong(max));

/** A wall-clock time in Bangkok, HH:mm on the 24-hour clock. */
const ZTimeOfDay = z
  .string({ error: apiMessages.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, apiMessages.timeInvalid);

/** A number of absences in six months: 1 to 26 meetings. */
const ZAbsences = z
  .number({ error: apiMessages.absencesInvalid })
  .int(apiMessages.absencesInvalid)
  .min(1, apiMessages.absencesInvalid)
  .max(26, apiMessages.absencesInvalid);

/** Minutes after midnight of an HH:mm time. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The chapter's weekly meeting as an admin sets it once (ADR 53): each week's meeting is an event
 * made from it by the job beat. Times are Bangkok wall-clock; a meeting starts and ends on its day.
 */
export const ZMeetingSeriesRequestSchema = z
  .strictObject({
    name: ZText(200).min(1, apiMessages.nameRequired),
    /** 0 = Sunday … 6 = Saturday, as JavaScript counts them. */
    weekday: z.number({ error: apiMessages.weekdayInvalid }).int(apiMessages.weekdayInvalid).min(0).max(6),
    start_time: ZTimeOfDay,
    end_time: ZTimeOfDay,
    location_name: ZText(300).default(''),
    /** A member's price for one meeting, in baht. */
    price: ZPriceInput,
    /** What a visitor pays for one meeting, in baht. */
    visitor_fee: ZPriceInput,
    /** What a substitute's meal costs, in baht (billed to the member who sends them by default). */
    substitute_fee: ZPriceInput,
    /** Who pays a substitute's meal: false, the member who sends them; true, the substitute, by their own link. */
    substitute_pays: z.boolean().default(false),
    /** Minutes after the start within which a check-in at the door is on time; later is late (issue 35). */
    on_time_minutes: z
      .number({ error: apiMessages.onTimeMinutesInvalid(MAX_ON_TIME_MINUTES) })
      .int(apiMessages.onTimeMinutesInvalid(MAX_ON_TIME_MINUTES))
      .min(0, apiMessages.onTimeMinutesInvalid(MAX_ON_TIME_MINUTES))
      .max(MAX_ON_TIME_MINUTES, apiMessages.onTimeMinutesInvalid(MAX_ON_TIME_MINUTES))
      .default(10),
    /** Leave is approved only when every meeting of its period has the member's fee paid (issue 35). */
    leave_needs_fees_paid: z.boolean().default(true),
    /** Absences in six months at which officers are told, and at which the seat is at risk. */
    absence_warning: ZAbsences.default(2),
    absence_limit: ZAbsences.default(3),
    /** How many coming meetings exist at any time. */
    weeks_ahead: z
      .number({ error: apiMessages.weeksAheadInvalid(MAX_WEEKS_AHEAD) })
      .int(apiMessages.weeksAheadInvalid(MAX_WEEKS_AHEAD))
      .min(1, apiMessages.weeksAheadInvalid(MAX_WEEKS_AHEAD))
      .max(MAX_WEEKS_AHEAD, apiMessages.weeksAheadInvalid(MAX_WEEKS_AHEAD)),
  })
  .superRefine((series, context) => {
    if (minutesOfDay(series.end_time) <= minutesOfDay(series.start_time)) {
      context.addIssue({ code: 'custom', path: ['end_time'], message: apiMessages.endTimeBeforeStart });
    }
    if (series.absence_limit < series.absence_warning) {
      context.addIssue({ code: 'custom', path: ['absence_limit'], message: apiMessages.absenceLimitBelowWarning });
    }
  });
export type TMeetingSeriesRequest = z.input<typeof ZMeetingSeriesRequestSchema>;
export type TMeetingSeriesValues = z.output<typeof ZMeetingSeriesRequestSchema>;

export const ZMeetingSeriesSchema = z.object({
  id: ZId,
  name: z.string(),
  weekday: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  location_name: z.string(),
  price: ZBaht,
  visitor_fee: ZBaht,
  substitute_fee: ZBaht,
  substitute_pays: z.boolean(),
  on_time_minutes: z.number().int(),
  leave_needs_fees_paid: z.boolean(),
  absence_warning: z.number().int(),
  absence_limit: z.number().int(),
  weeks_ahead: z.number().int(),
  updated_at: ZDateTime,
});
export type TMeetingSeries = z.infer<typeof ZMeetingSeriesSchema>;

export const ZMeetingSeriesViewSchema = z.object({
  /** Null until an admin sets the chapter's meeting. */
  series: ZMeetingSeriesSchema.nullable(),
  /** The series' meetings from last week on, soonest first. */
  meetings: z.array(ZAdminEventSchema),
});
export type TMeetingSeriesView = z.infer<typeof ZMeetingSeriesViewSchema>;

export const adminMeetingSeries = defineRoute({
  method: 'GET',
  path: '/api/admin/meeting-series/',
  access: 'admin',
  summary: "The chapter's weekly meeting series and its meetings from last week on.",
  response: ZMeetingSeriesViewSchema,
});

export const adminSaveMeetingSeries = defineRoute({
  method: 'PUT',
  path: '/api/admin/meeting-series/',
  access: 'admin',
  summary:
    'Set the weekly meeting. Coming meetings nobody has registered for, cancelled or edited by hand take the new values (or go, past the new horizon); past ones never change. Missing weeks are made at once.',
  body: ZMeetingSeriesRequestSchema,
  response: ZMeetingSeriesViewSchema.extend({
    detail: z.string(),
    created: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
  }),
});

/** A substitute a member sends to a meeting in their place (ADR 54): who comes, as the door will ask. */
export const ZSubstituteRequestSchema = z.strictObject({
  first_name: ZText(100).min(1, apiMessages.firstNameRequired),
  last_name: ZText(100).min(1, apiMessages.lastNameRequired),
  phone: ZPhoneInput,
  company: ZText(200).default(''),
});
export type TSubstituteRequest = z.input<typeof ZSubstituteRequestSchema>;
export type TSubstituteValues = z.output<typeof ZSubstituteRequestSchema>;

export const ZSubstituteSchema = z.object({
  event_id: ZId,
  event_name: z.string(),
  event_start_date_time: ZDateTime,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  company: z.string(),
  /** The substitute's meal, in baht: owed by the member who sends them, or by the substitute (`pays_self`). */
  fee: ZBaht,
  /** The substitute pays their own meal, through `pay_link`, as a visitor does (the series' setting). */
  pays_self: z.boolean(),
  /** The substitute's own link to agree to the visitors' notice and pay: given once, when sent (only its hash is kept). */
  pay_link: z.string().nullable(),
  is_paid: z.boolean(),
  /** Until the meeting starts, and while the fee is unpaid. */
  can_cancel: z.boolean(),
});
export type TSubstitute = z.infer<typeof ZSubstituteSchema>;

export const mySubstitutes = defineRoute({
  method: 'GET',
  path: '/api/meetings/substitutes/',
  access: 'member',
  summary: 'The substitutes the signed-in member sends to meetings that have not ended, soonest first.',
  response: z.array(ZSubstituteSchema),
});

export const sendSubstitute = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/substitute/',
  access: 'member',
  status: 201,
  summary:
    'Send a substitute to a weekly meeting that has not started: one per member and meeting; the meal fee is added to what the member owes, ' +
    'or, when the series bills substitutes, owed by the substitute, whose own link (`pay_link`, in this answer only) lets them agree and pay.',
  params: ZIdParams,
  body: ZSubstituteRequestSchema,
  response: ZSubstituteSchema,
});

export const cancelSubstitute = defineRoute({
  method: 'DELETE',
  path: '/api/meetings/:id/substitute/',
  access: 'member',
  summary: 'Cancel the substitute before the meeting starts; the unpaid meal fee is no longer owed.',
  params: ZIdParams,
  response: ZDetailResponse,
});
