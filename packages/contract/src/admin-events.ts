import { ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdParams, ZMonthYearSchema } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

const MAX_PRICE = 1_000_000;

/** A price an admin types, in baht: not negative, whole satang, within reason. */
export const ZPriceInput = z
  .number({ error: apiMessages.priceInvalid })
  .min(0, apiMessages.priceInvalid)
  .max(MAX_PRICE, apiMessages.priceTooHigh(MAX_PRICE))
  .refine((baht) => Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6, apiMessages.priceInvalid);

/**
 * An instant within the years the month lists show. Others are typing slips (0026 for 2026), and
 * beyond PostgreSQL's year 9999 or before year 100 they would fail or be stored wrong.
 */
const ZDateTimeInput = z.iso.datetime({ offset: true, error: apiMessages.dateTimeInvalid }).refine((value) => {
  const at = Date.parse(value);
  return at >= Date.UTC(2000, 0, 1) && at < Date.UTC(2101, 0, 1);
}, apiMessages.dateTimeInvalid);

const ZEventText = (max: number) => z.string().trim().max(max, apiMessages.tooLong(max));

/**
 * An event as admins create and edit it. The rules between fields are checked here, so the web
 * form and the server refuse the same things with the same words, each under its field.
 */
export const ZAdminEventRequestSchema = z
  .strictObject({
    name: ZEventText(200).min(1, apiMessages.nameRequired),
    location_name: ZEventText(300).default(''),
    event_start_date_time: ZDateTimeInput,
    event_end_date_time: ZDateTimeInput,
    /** The regular price, in baht. */
    price: ZPriceInput,
    /** A lower price that applies until `early_bird_end_date_time`; both or neither. */
    early_bird_price: ZPriceInput.nullable().default(null),
    early_bird_end_date_time: ZDateTimeInput.nullable().default(null),
  })
  .superRefine((event, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const start = Date.parse(event.event_start_date_time);
    if (Date.parse(event.event_end_date_time) <= start) issue('event_end_date_time', apiMessages.endBeforeStart);
    if (event.early_bird_price !== null && event.early_bird_end_date_time === null) {
      issue('early_bird_end_date_time', apiMessages.earlyBirdEndMissing);
    }
    if (event.early_bird_price === null && event.early_bird_end_date_time !== null) {
      issue('early_bird_price', apiMessages.earlyBirdPriceMissing);
    }
    if (event.early_bird_end_date_time !== null && Date.parse(event.early_bird_end_date_time) >= start) {
      issue('early_bird_end_date_time', apiMessages.earlyBirdEndAfterStart);
    }
    if (event.early_bird_price !== null && event.early_bird_price >= event.price) {
      issue('early_bird_price', apiMessages.earlyBirdPriceNotLower);
    }
  });
export type TAdminEventRequest = z.input<typeof ZAdminEventRequestSchema>;
export type TAdminEventValues = z.output<typeof ZAdminEventRequestSchema>;

export const ZAdminEventSchema = z.object({
  id: ZId,
  name: z.string(),
  location_name: z.string(),
  event_start_date_time: ZDateTime,
  event_end_date_time: ZDateTime,
  price: ZBaht,
  early_bird_price: ZBaht.nullable(),
  early_bird_end_date_time: ZDateTime.nullable(),
  /** When the event was cancelled; null while it is on. */
  cancelled_at: ZDateTime.nullable(),
  /** Live registrations, and how many of them are paid. */
  registration_count: z.number().int().nonnegative(),
  paid_count: z.number().int().nonnegative(),
  /** Whether it has ever had a registration (then it can be cancelled, not deleted). */
  has_registrations: z.boolean(),
  /** The weekly meeting series it belongs to (meetings.ts); null for an event made by hand. */
  series_id: ZId.nullable(),
});
export type TAdminEvent = z.infer<typeof ZAdminEventSchema>;

export const adminEvents = defineRoute({
  method: 'GET',
  path: '/api/admin/events/',
  access: 'admin',
  summary: 'Events starting in a month (Bangkok time), cancelled ones included, with registration counts.',
  query: ZMonthYearSchema,
  response: z.array(ZAdminEventSchema),
});

export const adminCreateEvent = defineRoute({
  method: 'POST',
  path: '/api/admin/events/',
  access: 'admin',
  summary: 'Create an event. End after start; early-bird price below the price and ending before the start.',
  body: ZAdminEventRequestSchema,
  status: 201,
  response: ZAdminEventSchema,
});

export const adminUpdateEvent = defineRoute({
  method: 'PUT',
  path: '/api/admin/events/:id/',
  access: 'admin',
  summary: 'Edit an event that is not cancelled; registrations already made keep their price.',
  params: ZIdParams,
  body: ZAdminEventRequestSchema,
  response: ZAdminEventSchema,
});

export const adminCancelEvent = defineRoute({
  method: 'POST',
  path: '/api/admin/events/:id/cancel/',
  access: 'admin',
  summary:
    'Cancel an event that has not finished: members see it cancelled and its unpaid registrations are cancelled, so those amounts are no longer owed. Paid ones stay, for a refund.',
  params: ZIdParams,
  response: z.object({ detail: z.string(), event: ZAdminEventSchema, cancelled_registrations: z.number().int() }),
});

export const adminDeleteEvent = defineRoute({
  method: 'DELETE',
  path: '/api/admin/events/:id/',
  access: 'admin',
  summary: 'Delete an event nobody has ever registered for (a mistake); otherwise cancel it.',
  params: ZIdParams,
  response: ZDetailResponse,
});
