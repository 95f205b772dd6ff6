import { MAX_ID, ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdInput, ZIdParam, ZMonthYearSchema } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

export const ZAttendeeSchema = z.object({
  /** First and last name. */
  name: z.string(),
  is_paid: z.boolean(),
});

export const ZAvailableEventSchema = z.object({
  id: ZId,
  name: z.string(),
  /** The regular price, in baht. */
  price: ZBaht,
  /** True while the early-bird price applies (before `early_bird_end_date_time`). */
  is_early_bird: z.boolean(),
  early_bird_price: ZBaht.nullable(),
  early_bird_end_date_time: ZDateTime.nullable(),
  location_name: z.string(),
  event_start_date_time: ZDateTime,
  event_end_date_time: ZDateTime,
  /** True when the chapter has cancelled the event; nobody can register and unpaid registrations are void. */
  is_cancelled: z.boolean(),
  /** A weekly meeting's substitute meal fee, in baht (ADR 53); null for other events, which take no substitutes. */
  substitute_fee: ZBaht.nullable(),
  /** The chapter bills a substitute for their own meal (the series' setting), so the member who sends them does not owe it. */
  substitute_pays: z.boolean(),
  /** Members registered (not cancelled), in order of registration. */
  attendees: z.array(ZAttendeeSchema),
  /** The caller's own registration, null when they have not registered. */
  register: z
    .object({
      id: ZId,
      /** The price the caller registered at. */
      price: ZBaht,
      payment_datetime: ZDateTime.nullable(),
    })
    .nullable(),
  /**
   * True when the caller's unpaid registration was voided because the chapter cancelled the event
   * (nothing is owed for it); `register` is then null.
   */
  registration_voided: z.boolean(),
});
export type TAvailableEvent = z.infer<typeof ZAvailableEventSchema>;

export const availableEvents = defineRoute({
  method: 'GET',
  path: '/api/event/available-event/',
  access: 'member',
  summary:
    'Events that have not finished yet, soonest first (cancelled ones marked), with attendees and the caller’s registration.',
  response: z.array(ZAvailableEventSchema),
  alsoAnswers: [304],
});

export const ZEventActionRequestSchema = z.strictObject({
  /** The event's id. */
  event: z
    .number({ error: apiMessages.eventRequired })
    .int(apiMessages.eventNotFound)
    .positive(apiMessages.eventNotFound)
    .max(MAX_ID, apiMessages.eventNotFound),
});
export type TEventActionRequest = z.input<typeof ZEventActionRequestSchema>;

export const ZRegistrationSchema = z.object({
  id: ZId,
  event: ZId,
  /** The price that applied at registration: the early-bird price before its end. */
  price: ZBaht,
  payment_datetime: ZDateTime.nullable(),
});
export type TRegistration = z.infer<typeof ZRegistrationSchema>;

export const registerEvent = defineRoute({
  method: 'POST',
  path: '/api/event/register-event/',
  access: 'member',
  summary: 'Register the caller for an event that has not finished, at the price that applies now.',
  body: ZEventActionRequestSchema,
  status: 201,
  response: ZRegistrationSchema,
});

export const unregisterEvent = defineRoute({
  method: 'POST',
  path: '/api/event/unregister-event/',
  access: 'member',
  summary: 'Cancel the caller’s unpaid registration for an event that has not started.',
  body: ZEventActionRequestSchema,
  response: ZDetailResponse,
});

export const ZMonthEventAttendeeSchema = z.object({
  /** The member's id. */
  id: ZId,
  full_name: z.string(),
  /** Whether staff have marked this attendance as verified on the central chapter system. */
  bni_verified: z.boolean(),
  /** The price of the registration, in baht. */
  price: ZBaht,
  /**
   * The member erased their personal data (ADR 30): `full_name` is the pseudonym, so there is no
   * name to send the central chapter and the attendance cannot be verified (ADR 49).
   */
  erased: z.boolean(),
});

/** A guest of a meeting (ADR 54): a visitor a member invited or a substitute a member sends. */
export const ZMonthEventGuestSchema = z.object({
  /** The guest's id (not a member's). */
  id: ZId,
  kind: z.enum(['visitor', 'substitute']),
  full_name: z.string(),
  company: z.string(),
  /** The member who invited or sent them. */
  host_name: z.string(),
  /** The seat's price, in baht, and whether it is paid (by the guest or by the member who sent them). */
  price: ZBaht,
  is_paid: z.boolean(),
});

export const ZMonthEventSchema = z.object({
  id: ZId,
  name: z.string(),
  event_start_date_time: ZDateTime,
  /** Cancelled by an admin: only paid registrations remain as attendees (ADR 17). */
  is_cancelled: z.boolean(),
  /** A weekly meeting (ADR 53): it takes visitors and substitutes. */
  is_meeting: z.boolean(),
  /** Members coming in their own seat. */
  attendees: z.array(ZMonthEventAttendeeSchema),
  /** Visitors and substitutes with a live seat, in order of registration. */
  guests: z.array(ZMonthEventGuestSchema),
});
export type TMonthEvent = z.infer<typeof ZMonthEventSchema>;

export const eventsOfMonth = defineRoute({
  method: 'GET',
  path: '/api/event/list/:month/:year/',
  access: 'staff',
  summary: 'Events starting in a month (Bangkok time), with their attendees by name.',
  params: ZMonthYearSchema,
  response: z.array(ZMonthEventSchema),
});

export const ZSubmitBniVerifiedRequestSchema = z.strictObject({
  /** Member ids of attendees to mark as verified. */
  attendees: z
    .array(ZIdInput, { error: apiMessages.attendeesRequired })
    .min(1, apiMessages.attendeesRequired)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
});
export type TSubmitBniVerifiedRequest = z.input<typeof ZSubmitBniVerifiedRequestSchema>;

export const submitBniVerified = defineRoute({
  method: 'POST',
  path: '/api/event/submit-bni-verified/:eventId/',
  access: 'staff',
  summary:
    'Mark attendees of an event as verified on the central chapter system (already verified ones stay as they were).',
  params: z.strictObject({ eventId: ZIdParam }),
  body: ZSubmitBniVerifiedRequestSchema,
  response: z.object({ detail: z.string(), attendees: z.array(ZId) }),
});
