import { ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdParam } from './common.ts';
import { ZOwedMemberSchema } from './owed.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

export const ZProfileRegistrationSchema = z.object({
  id: ZId,
  registered_event: z.object({
    id: ZId,
    name: z.string(),
    event_start_date_time: ZDateTime,
    event_end_date_time: ZDateTime,
  }),
  /** The price that applied when the member registered, in baht. */
  price: ZBaht,
  /** When staff confirmed the payment; null while unpaid. */
  payment_datetime: ZDateTime.nullable(),
});
export type TProfileRegistration = z.infer<typeof ZProfileRegistrationSchema>;

export const ZProfileResponseSchema = z.object({
  id: ZId,
  first_name: z.string(),
  last_name: z.string(),
  liff_picture_url: z.string().nullable(),
  /** What the member owes: the prices of their unpaid, uncancelled registrations, in baht. */
  sum_amount: ZBaht,
  /** Money the chapter holds for the member, in baht: it pays later registrations. */
  credit: ZBaht,
  /** Uncancelled registrations, newest event first. */
  registrations: z.array(ZProfileRegistrationSchema),
  /** The member's own public business card id: their card is at /nc/{public_card_id}. */
  public_card_id: z.string(),
  /** The member switched off reminders (money notices still come). */
  reminders_off: z.boolean(),
});
export type TProfileResponse = z.infer<typeof ZProfileResponseSchema>;

export const profile = defineRoute({
  method: 'GET',
  path: '/api/member/profile/',
  access: 'member',
  summary: "The signed-in member's profile, outstanding amount and registrations.",
  response: ZProfileResponseSchema,
});

export const ZMemberListItemSchema = ZOwedMemberSchema.extend({
  /** True when every registration of the member for an event that has started is verified centrally. */
  bni_verified: z.boolean(),
});
export type TMemberListItem = z.infer<typeof ZMemberListItemSchema>;

export const memberList = defineRoute({
  method: 'GET',
  path: '/api/member/list/',
  access: 'staff',
  summary: 'Active members by full name, with what they owe and for which events.',
  response: z.array(ZMemberListItemSchema),
});

export const ZLineBindingSchema = z.object({
  /** The member's id. */
  id: ZId,
  full_name: z.string(),
  line_display_name: z.string().nullable(),
  line_user_id: z.string(),
  bound_at: ZDateTime.nullable(),
});
export type TLineBinding = z.infer<typeof ZLineBindingSchema>;

export const lineBindings = defineRoute({
  method: 'GET',
  path: '/api/member/line-bindings/',
  access: 'staff',
  summary: 'Members whose LINE account is bound, with the LINE name and when it was bound.',
  response: z.array(ZLineBindingSchema),
});

export const removeLineBinding = defineRoute({
  method: 'DELETE',
  path: '/api/member/line-binding/:memberId/',
  access: 'staff',
  summary: 'Unbind a member’s LINE account (e.g. a lost phone); the member binds again from the mini-app.',
  params: z.strictObject({ memberId: ZIdParam }),
  response: ZDetailResponse,
});

/**
 * A public business card id in a path: random and unguessable (ADR 15), never the member's row
 * number. Anything that is not one answers 404 like an unknown id, so a path says nothing.
 */
export const ZPublicCardIdParam = z.string();

/** The spec's "Business card profile": what anyone holding the card's link may see. */
export const ZPublicProfileResponseSchema = z.object({
  full_name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  /** National form, e.g. 0811111111. */
  tel: z.string(),
  liff_picture_url: z.string().nullable(),
  position: z.string().nullable(),
  website: z.string().nullable(),
});
export type TPublicProfileResponse = z.infer<typeof ZPublicProfileResponseSchema>;

export const publicProfile = defineRoute({
  method: 'GET',
  path: '/api/member/public-profile/:id/',
  access: 'public',
  summary:
    'An active member’s business card by its public card id (not the member id). Unknown or inactive: 404. Rate limited per address.',
  params: z.strictObject({ id: ZPublicCardIdParam }),
  response: ZPublicProfileResponseSchema,
});

export const vcard = defineRoute({
  method: 'GET',
  path: '/api/member/vcard/:id/',
  access: 'public',
  summary:
    'The same card as a contact file (vCard 3.0, UTF-8) that phones open as a new contact. Unknown or inactive: 404. Rate limited per address.',
  params: z.strictObject({ id: ZPublicCardIdParam }),
  response: z.string(),
  produces: ['text/vcard'],
});
