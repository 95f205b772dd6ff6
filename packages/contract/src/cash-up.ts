import { ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/*
 * The treasurer's side of a meeting (issue 35): the headcount the venue is told the day before,
 * and the cash-up after it — what was expected against what came in, each difference named.
 */

const ZMeetingRefSchema = z.object({ id: ZId, name: z.string(), starts: ZDateTime, ends: ZDateTime });

export const ZHeadcountSchema = z.object({
  meeting: ZMeetingRefSchema,
  /** Active members not on approved leave, not saying they will miss it, not sending a substitute. */
  members: z.number().int(),
  substitutes: z.number().int(),
  visitors: z.number().int(),
  total: z.number().int(),
  on_leave: z.number().int(),
  will_miss: z.number().int(),
});
export type THeadcount = z.infer<typeof ZHeadcountSchema>;

export const meetingHeadcount = defineRoute({
  method: 'GET',
  path: '/api/meetings/:id/headcount/',
  access: 'staff_or_admin',
  summary:
    'How many are expected at a weekly meeting, to tell the venue: members not on leave who have not said they will miss it and send no substitute, ' +
    'the substitutes and the registered visitors.',
  params: ZIdParams,
  response: ZHeadcountSchema,
});

/** The cash-up's sums, in baht; kept as they stood when the treasurer closed it. */
export const ZCashUpFiguresSchema = z.object({
  expected: z.object({ members: ZBaht, visitors: ZBaht, substitutes: ZBaht, total: ZBaht }),
  received: z.object({ transfers: ZBaht, cash: ZBaht, credit: ZBaht, waived: ZBaht, total: ZBaht }),
  /** Received (waivers included) less expected: negative when money is missing. */
  difference: z.number(),
});
export type TCashUpFigures = z.infer<typeof ZCashUpFiguresSchema>;

export const ZCashUpPersonKind = z.enum(['member', 'visitor', 'substitute']);

/** One seat of the meeting and where its money came from. */
export const ZCashUpSeatSchema = z.object({
  registration: ZId,
  name: z.string(),
  kind: ZCashUpPersonKind,
  /** Who pays it, when not the person (a substitute's meal paid by the member who sent them). */
  payer_name: z.string(),
  fee: ZBaht,
  /** Counted as expected: a member's seat always; a guest's when they came. */
  expected: z.boolean(),
  came: z.boolean(),
  paid: z.boolean(),
  /** How it was paid: by transfer (slips), cash at the door, credit, or let go (waived); null while unpaid. */
  source: z.enum(['transfer', 'cash', 'credit', 'waived']).nullable(),
  confirmation: ZId.nullable(),
  /** The transfer references of the slips that paid it. */
  references: z.array(z.string()),
});
export type TCashUpSeat = z.infer<typeof ZCashUpSeatSchema>;

export const ZCashUpDifferenceSchema = z.object({
  kind: z.enum(['came_not_paid', 'paid_not_came', 'paid_twice']),
  name: z.string(),
  person_kind: ZCashUpPersonKind,
  /** The fee unpaid, the fee paid by a no-show, or what was paid beyond the fee. */
  amount: ZBaht,
  registration: ZId.nullable(),
});
export type TCashUpDifference = z.infer<typeof ZCashUpDifferenceSchema>;

/** Money of this meeting confirmed or reversed after its cash-up was closed. */
export const ZCashUpLateChangeSchema = z.object({
  confirmation: ZId,
  kind: z.enum(['confirmed', 'reversed']),
  at: ZDateTime,
  by_name: z.string(),
  name: z.string(),
  amount: ZBaht,
});

export const ZCashUpSchema = z.object({
  meeting: ZMeetingRefSchema,
  /** The meeting has ended: the cash-up can be closed. */
  ended: z.boolean(),
  figures: ZCashUpFiguresSchema,
  seats: z.array(ZCashUpSeatSchema),
  differences: z.array(ZCashUpDifferenceSchema),
  closed: z.object({ at: ZDateTime, by_name: z.string(), figures: ZCashUpFiguresSchema }).nullable(),
  late_changes: z.array(ZCashUpLateChangeSchema),
});
export type TCashUp = z.infer<typeof ZCashUpSchema>;

export const meetingCashUp = defineRoute({
  method: 'GET',
  path: '/api/meetings/:id/cash-up/',
  access: 'staff_or_admin',
  summary:
    'A weekly meeting’s cash-up: expected (members’ fees, and the fees of visitors and substitutes who came) against received ' +
    '(transfers, cash at the door, credit, waivers), each seat, each difference by person, who closed it, and money changed after closing.',
  params: ZIdParams,
  response: ZCashUpSchema,
});

export const ZCashUpExportFormat = z.enum(['csv', 'xlsx'], { error: apiMessages.exportFormatInvalid });

export const meetingCashUpExport = defineRoute({
  method: 'GET',
  path: '/api/meetings/:id/cash-up/export/',
  access: 'staff_or_admin',
  summary:
    'The cash-up as a CSV (UTF-8 with BOM) or XLSX file: the figures, each seat with its slips’ references, and the differences.',
  params: ZIdParams,
  query: z.strictObject({ format: ZCashUpExportFormat }),
  response: z.unknown(),
  produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
});

export const closeCashUp = defineRoute({
  method: 'POST',
  path: '/api/meetings/:id/cash-up/close/',
  access: 'staff',
  summary:
    'The treasurer closes a meeting’s cash-up once it has ended, keeping its figures; money confirmed or reversed for it later shows as a late change. Audited.',
  params: ZIdParams,
  response: ZDetailResponse,
});
