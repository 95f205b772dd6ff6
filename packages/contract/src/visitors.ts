import { ZPhoneInput } from './admin-members.ts';
import { ZBaht, ZDateTime, ZId, ZIdParam, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { ZOwedMemberSchema } from './owed.ts';
import { ZCreateSlipRequestSchema } from './payments.ts';
import { ZPromptPayResponseSchema } from './promptpay.ts';
import { defineRoute } from './route.ts';
import { ZStaffSlipSchema } from './slips.ts';
import { z } from './zod-th.ts';

/*
 * Visitors of the weekly meeting (issue 34, ADR 55): a member makes a personal invitation, a link
 * for one visitor; the visitor opens it without an account, agrees to the visitors' notice,
 * registers and pays their fee by PromptPay and a slip, or at the door. The link is the visitor's
 * only key: `?visit=<token>` on the page and on every visitor route, kept out of the logs.
 */

/** The page a visitor opens: `/visit?visit=<token>` on the app's own address. */
export const VISIT_PAGE = '/visit';

/** The link of an invitation, on the app's address (`origin`, e.g. https://chapter.example). */
export function visitLink(origin: string, token: string): string {
  return `${origin}${VISIT_PAGE}?visit=${encodeURIComponent(token)}`;
}

/** A meeting as an invitation shows it. */
export const ZVisitMeetingSchema = z.object({
  id: ZId,
  name: z.string(),
  event_start_date_time: ZDateTime,
  event_end_date_time: ZDateTime,
  location_name: z.string(),
  /** What a visitor pays, in baht. */
  visitor_fee: ZBaht,
});
export type TVisitMeeting = z.infer<typeof ZVisitMeetingSchema>;

/**
 * Where a visitor's registration stands: `invited` (nobody registered through the link yet),
 * `registered` (nothing paid, no choice made), `pay_at_door`, `slip_waiting`, `paid`, `refused`
 * (the last slip was refused: the reason is on it, and another may be sent), `cancelled`.
 */
export const ZVisitStatusSchema = z.enum([
  'invited',
  'registered',
  'pay_at_door',
  'slip_waiting',
  'paid',
  'refused',
  'cancelled',
]);
export type TVisitStatus = z.infer<typeof ZVisitStatusSchema>;

export const ZCreatedVisitInvitationSchema = z.object({
  id: ZId,
  /** The link to share: the token is in it and nowhere else (only its hash is stored). */
  url: z.string(),
  expires_at: ZDateTime,
  meeting: ZVisitMeetingSchema,
  host_name: z.string(),
});
export type TCreatedVisitInvitation = z.infer<typeof ZCreatedVisitInvitationSchema>;

export const createVisitInvitation = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/invitations/',
  access: 'member',
  status: 201,
  summary:
    'Make a personal invitation for one visitor to a weekly meeting that has not started: a link that expires when the meeting ends. ' +
    'At most 20 unused invitations per member and meeting.',
  params: ZIdParams,
  response: ZCreatedVisitInvitationSchema,
});

export const ZMyVisitorSchema = z.object({
  invitation: ZId,
  meeting: ZVisitMeetingSchema,
  created: ZDateTime,
  /** The visitor's name once they registered; null while the link is unused. */
  visitor_name: z.string().nullable(),
  company: z.string().nullable(),
  status: ZVisitStatusSchema,
});
export type TMyVisitor = z.infer<typeof ZMyVisitorSchema>;

export const myVisitors = defineRoute({
  method: 'GET',
  path: '/api/meetings/visitors/',
  access: 'member',
  summary:
    'The visitors the signed-in member invited to meetings from last week on, newest first, with where each stands.',
  response: z.array(ZMyVisitorSchema),
});

/** The token of a visitor's link, as every visitor route takes it. */
export const ZVisitQuerySchema = z.strictObject({
  visit: z.string({ error: apiMessages.visitLinkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, apiMessages.visitLinkInvalid),
});

const ZText = (max: number) => z.string().trim().max(max, apiMessages.tooLong(max));

export const ZVisitorRegisterRequestSchema = z.strictObject({
  /** The visitors' notice version the visitor read and agreed to. */
  notice_version: z.number({ error: apiMessages.guestNoticeAgreeRequired }).int().positive(),
  first_name: ZText(100).min(1, apiMessages.firstNameRequired),
  last_name: ZText(100).min(1, apiMessages.lastNameRequired),
  company: ZText(200).min(1, apiMessages.companyRequired),
  business_category: ZText(200).min(1, apiMessages.businessCategoryRequired),
  phone: ZPhoneInput,
});
export type TVisitorRegisterRequest = z.input<typeof ZVisitorRegisterRequestSchema>;
export type TVisitorRegisterValues = z.output<typeof ZVisitorRegisterRequestSchema>;

/** A visitor's slip as they see it. */
export const ZVisitSlipSchema = z.object({
  id: ZId,
  created: ZDateTime,
  amount: ZBaht.nullable(),
  status: z.enum(['waiting', 'accepted', 'refused']),
  refusal_reason: z.string().nullable(),
});

/** What a visitor's link shows: the meeting, the notice to agree to, and once registered, their registration. */
export const ZVisitSchema = z.object({
  meeting: ZVisitMeetingSchema,
  host_name: z.string(),
  chapter_name: z.string(),
  /** The visitors' notice in force; null when the chapter has not published one (nobody can register yet). */
  notice: z.object({ version: ZId, text: z.string() }).nullable(),
  /** Null until someone registered through the link. */
  visitor: z
    .object({
      /** A substitute billed for their own meal opens a link the member was given when sending them. */
      kind: z.enum(['visitor', 'substitute']),
      /** Registered by someone else (a substitute named by a member): agree to `notice` before paying. */
      needs_consent: z.boolean(),
      first_name: z.string(),
      last_name: z.string(),
      company: z.string(),
      business_category: z.string(),
      phone: z.string(),
      status: ZVisitStatusSchema,
      /** What is still to pay, in baht (0 once paid). */
      owed: ZBaht,
      slips: z.array(ZVisitSlipSchema),
      /** May send a slip now: registered, not paid, no slip waiting. */
      can_send_slip: z.boolean(),
    })
    .nullable(),
  /** The PromptPay QR for exactly what is owed; null before registering or when nothing is owed. */
  promptpay: ZPromptPayResponseSchema.pick({
    promptpay_id: true,
    account_holder: true,
    amount: true,
    payload: true,
    image: true,
  }).nullable(),
});
export type TVisit = z.infer<typeof ZVisitSchema>;

export const visit = defineRoute({
  method: 'GET',
  path: '/api/visit/',
  access: 'public',
  summary:
    'What a visitor’s link shows: the meeting, the visitors’ notice, and the registration made through the link, nothing else. ' +
    'Rate-limited per address; an unknown, expired or cancelled link is refused alike.',
  query: ZVisitQuerySchema,
  response: ZVisitSchema,
  // An unknown or expired link, and the limits per address that keep links from being guessed.
  alsoAnswers: [404, 429],
});

export const visitRegister = defineRoute({
  method: 'POST',
  path: '/api/visit/register/',
  access: 'public',
  status: 201,
  summary:
    'Register the visitor through their link: agree to the visitors’ notice in force and give name, company, business category and phone. ' +
    'Once per link, before the meeting starts; the fee is then owed.',
  query: ZVisitQuerySchema,
  body: ZVisitorRegisterRequestSchema,
  response: ZVisitSchema,
  alsoAnswers: [404, 429],
});

export const visitSlip = defineRoute({
  method: 'POST',
  path: '/api/visit/slip/',
  access: 'public',
  status: 201,
  summary:
    'The visitor sends a transfer slip for their fee: the members’ limits and reader; a reference or picture already sent by anyone is refused.',
  query: ZVisitQuerySchema,
  body: ZCreateSlipRequestSchema,
  response: ZVisitSchema,
  alsoAnswers: [404, 429, 507],
});

export const ZVisitAgreeRequestSchema = z.strictObject({
  notice_version: z.number({ error: apiMessages.guestNoticeAgreeRequired }).int().positive(),
});

export const visitAgree = defineRoute({
  method: 'POST',
  path: '/api/visit/agree/',
  access: 'public',
  summary:
    'A guest someone else registered (a substitute who pays their own meal) agrees to the visitors’ notice in force before paying.',
  query: ZVisitQuerySchema,
  body: ZVisitAgreeRequestSchema,
  response: ZVisitSchema,
  alsoAnswers: [404, 429],
});

export const visitPayAtDoor = defineRoute({
  method: 'POST',
  path: '/api/visit/pay-at-door/',
  access: 'public',
  summary: 'The visitor will pay their fee at the door; a slip may still be sent instead until it is paid.',
  query: ZVisitQuerySchema,
  response: ZVisitSchema,
  alsoAnswers: [404, 429],
});

/** A guest with money to settle, as staff see them in the one validation queue (`id` is the guest's). */
export const ZUnvalidatedGuestSchema = ZOwedMemberSchema.extend({
  kind: z.enum(['visitor', 'substitute']),
  phone: z.string(),
  company: z.string(),
  /** The member who invited or sent them. */
  host: z.object({ id: ZId, full_name: z.string() }),
  meeting: z.object({ id: ZId, name: z.string(), event_start_date_time: ZDateTime }),
  /** Their phone came to two other meetings in the last six months: a third visit, still allowed. */
  third_visit: z.boolean(),
  waiting_slips: z.number().int().nonnegative(),
  /** `invited`: the signed-in staff member invited or sent this guest, so another must confirm. */
  cannot_confirm: z.enum(['invited']).nullable(),
});
export type TUnvalidatedGuest = z.infer<typeof ZUnvalidatedGuestSchema>;

export const unvalidatedGuests = defineRoute({
  method: 'GET',
  path: '/api/payment/unvalidated-guest/',
  access: 'staff',
  summary:
    'Visitors and substitutes paying their own fee who have slips waiting, by full name; confirmed with the members’ routes.',
  response: z.array(ZUnvalidatedGuestSchema),
});

export const ZGuestIdParamsSchema = z.strictObject({ guestId: ZIdParam });

export const guestPaymentDetailList = defineRoute({
  method: 'GET',
  path: '/api/payment/guest-detail-list/:guestId/',
  access: 'staff',
  summary: 'One guest’s slips, those waiting first.',
  params: ZGuestIdParamsSchema,
  response: z.array(ZStaffSlipSchema),
});
