import { CHECK_IN_CODE_ALPHABET, CHECK_IN_CODE_LENGTH, normalizeCheckInCode } from './check-in-code.ts';
import { ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdInput, ZIdParam, ZIdParams } from './common.ts';
import { ZStaffVisitorRequestSchema } from './meeting-guests.ts';
import { apiMessages } from './messages.ts';
import { ZReasonInput, ZReceivedInput } from './payments.ts';
import { defineRoute } from './route.ts';
import { ZVisitQuerySchema } from './visitors.ts';
import { z } from './zod-th.ts';

/*
 * The meeting's door (issue 35, ADR 56): a person's check-in code, the door list, check-ins by
 * code or by a tap on the name, walk-in visitors, and cash taken at the door.
 */

export {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_CODE_SECONDS,
  formatCheckInCode,
  normalizeCheckInCode,
} from './check-in-code.ts';

const codePattern = new RegExp(`^[${CHECK_IN_CODE_ALPHABET}]{${CHECK_IN_CODE_LENGTH}}$`);

export const ZCheckInCodeInput = z
  .string({ error: apiMessages.checkInCodeMalformed })
  .max(40, apiMessages.checkInCodeMalformed)
  .transform(normalizeCheckInCode)
  .refine((code) => codePattern.test(code), apiMessages.checkInCodeMalformed);

/** A person's code for one meeting: single use, replaced by the next one they ask for. */
export const ZCheckInCodeSchema = z.object({
  /** Ten characters of `CHECK_IN_CODE_ALPHABET`; the QR holds exactly this. */
  code: z.string(),
  expires: ZDateTime,
  meeting: z.object({ id: ZId, name: z.string(), starts: ZDateTime }),
  /** Whether this person is already checked in (the screen then says so instead of a code). */
  checked_in: z.boolean(),
});
export type TCheckInCode = z.infer<typeof ZCheckInCodeSchema>;

export const memberCheckInCode = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/check-in-code/',
  access: 'member',
  summary:
    'A new check-in code for the member at this weekly meeting, good for two minutes and once; their earlier unused code for it stops working. ' +
    'Refused for a meeting that is cancelled, ended, or whose attendance is closed.',
  params: ZIdParams,
  response: ZCheckInCodeSchema,
});

export const visitCheckInCode = defineRoute({
  method: 'POST',
  path: '/api/visit/check-in-code/',
  access: 'public',
  summary:
    'A new check-in code for the visitor or substitute whose link this is, for their meeting; as the member’s code. The link must be registered.',
  query: ZVisitQuerySchema,
  response: ZCheckInCodeSchema,
  alsoAnswers: [404, 429],
});

/** A meeting the door may open. */
export const ZDoorMeetingSchema = z.object({
  id: ZId,
  name: z.string(),
  location_name: z.string(),
  starts: ZDateTime,
  ends: ZDateTime,
  /** Check-ins after this are late: the start plus the series' on-time minutes. */
  on_time_until: ZDateTime,
  cancelled: z.boolean(),
});
export type TDoorMeeting = z.infer<typeof ZDoorMeetingSchema>;

export const doorMeetings = defineRoute({
  method: 'GET',
  path: '/api/door/meetings/',
  access: 'door',
  summary:
    'The weekly meetings the door may open: from yesterday to a week ahead, soonest first, and which one to open (today’s, or the next).',
  response: z.object({ meetings: z.array(ZDoorMeetingSchema), current: ZId.nullable() }),
});

export const ZCheckInSchema = z.object({
  id: ZId,
  at: ZDateTime,
  late: z.boolean(),
  how: z.enum(['code', 'tap', 'walk_in']),
  by_name: z.string(),
});
export type TCheckIn = z.infer<typeof ZCheckInSchema>;

/** A seat and its fee, as the door sees it. */
export const ZDoorSeatSchema = z.object({
  registration: ZId,
  fee: ZBaht,
  paid: z.boolean(),
  /** Who pays it: the person themselves, or (a substitute's meal) the member who sent them. */
  payer_name: z.string(),
  /** A slip for it waits for the treasurer. */
  slip_waiting: z.boolean(),
  /** The visitor said they would pay at the door. */
  pay_at_door: z.boolean(),
});

export const ZDoorPersonSchema = z.object({
  kind: z.enum(['member', 'visitor', 'substitute']),
  /** Set for a member. */
  member: ZId.nullable(),
  /** Set for a visitor or substitute. */
  guest: ZId.nullable(),
  name: z.string(),
  company: z.string(),
  business_category: z.string(),
  /** For a guest: the member who invited or sent them. */
  host_name: z.string().nullable(),
  /** For a member: the substitute they send. */
  substitute_name: z.string().nullable(),
  /** For a member who will not come: approved leave covering the meeting, or they said they will miss it. */
  away: z.enum(['on_leave', 'will_miss']).nullable(),
  /** The person's own seat at this meeting; null for a member who has not registered. */
  seat: ZDoorSeatSchema.nullable(),
  check_in: ZCheckInSchema.nullable(),
});
export type TDoorPerson = z.infer<typeof ZDoorPersonSchema>;

export const ZDoorListSchema = z.object({
  meeting: ZDoorMeetingSchema,
  /** Members by name, then visitors and substitutes by name. */
  people: z.array(ZDoorPersonSchema),
  /** The visitors' notice in force, which a walk-in reads on the host's phone; null when none is published. */
  visitor_notice: z.object({ version: ZId, text: z.string() }).nullable(),
});
export type TDoorList = z.infer<typeof ZDoorListSchema>;

export const doorList = defineRoute({
  method: 'GET',
  path: '/api/meetings/:id/door/',
  access: 'door',
  summary:
    'The door list of a weekly meeting: every active member, and the visitors and substitutes registered, each with their seat (paid or to pay) and check-in.',
  params: ZIdParams,
  response: ZDoorListSchema,
});

/** Exactly one of: a code shown by the person, or the member or guest the host tapped. */
export const ZCheckInRequestSchema = z
  .strictObject({
    code: ZCheckInCodeInput.optional(),
    member: ZIdInput.optional(),
    guest: ZIdInput.optional(),
  })
  .refine((body) => [body.code, body.member, body.guest].filter((v) => v !== undefined).length === 1, {
    message: apiMessages.checkInWhoRequired,
  });
export type TCheckInRequest = z.input<typeof ZCheckInRequestSchema>;
export type TCheckInValues = z.output<typeof ZCheckInRequestSchema>;

export const ZCheckInResultSchema = ZDetailResponse.extend({
  name: z.string(),
  kind: ZDoorPersonSchema.shape.kind,
  check_in: ZCheckInSchema,
});
export type TCheckInResult = z.infer<typeof ZCheckInResultSchema>;

export const doorCheckIn = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/door/check-ins/',
  access: 'door',
  status: 201,
  summary:
    'Check a person in at this meeting, by their code (single use, unexpired, of this meeting) or by name. After the on-time mark it is late. ' +
    'A person is checked in once, whoever races; a used, expired, forged or other meeting’s code checks in nobody. Audited.',
  params: ZIdParams,
  body: ZCheckInRequestSchema,
  response: ZCheckInResultSchema,
});

export const ZCheckInParamsSchema = z.strictObject({ id: ZIdParam, checkInId: ZIdParam });

export const doorUndoCheckIn = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/door/check-ins/:checkInId/undo/',
  access: 'door',
  summary: 'Undo a check-in made by mistake, while the meeting’s attendance is open. Audited.',
  params: ZCheckInParamsSchema,
  response: ZDetailResponse,
});

/** A walk-in visitor: the visitor's fields, the member who invited them, and their consent given on the host's phone. */
export const ZWalkInRequestSchema = ZStaffVisitorRequestSchema.extend({
  invited_by: ZIdInput,
  /** The visitor read the visitors' notice on the host's phone and agreed. */
  agreed: z.literal(true, { error: apiMessages.guestNoticeAgreeRequired }),
});
export type TWalkInRequest = z.input<typeof ZWalkInRequestSchema>;
export type TWalkInValues = z.output<typeof ZWalkInRequestSchema>;

export const ZWalkInResultSchema = ZDetailResponse.extend({
  guest: ZId,
  registration: ZId,
  fee: ZBaht,
  check_in: ZCheckInSchema,
});
export type TWalkInResult = z.infer<typeof ZWalkInResultSchema>;

export const doorWalkIn = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/door/walk-ins/',
  access: 'door',
  status: 201,
  summary:
    'Register a visitor who walked in, with the visitors’ notice in force agreed on the host’s phone, and check them in: they owe the visitor fee. Audited.',
  params: ZIdParams,
  body: ZWalkInRequestSchema,
  response: ZWalkInResultSchema,
});

export const ZDoorCashRequestSchema = z.strictObject({
  registration: ZIdInput,
  /** The cash handed over, in baht. More than the fee becomes the payer's credit. */
  received: ZReceivedInput,
  /** Why less than the fee (after credit) settles it; required then. */
  waiver_reason: ZReasonInput,
});
export type TDoorCashRequest = z.input<typeof ZDoorCashRequestSchema>;

export const ZDoorCashResultSchema = ZDetailResponse.extend({ confirmation: ZId, credit: ZBaht });

export const doorTakeCash = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/door/cash/',
  access: 'door',
  status: 201,
  summary:
    'Record cash taken at the door for one open seat of this meeting: a payment confirmation marked cash, under every confirmation rule ' +
    '(nobody records their own or their guest’s; a seat is paid once, whoever races). Reversible by an Admin. Audited.',
  params: ZIdParams,
  body: ZDoorCashRequestSchema,
  response: ZDoorCashResultSchema,
});
