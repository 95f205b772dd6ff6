import { CARD_FIELDS } from './card-fields.ts';
import { ZBaht, ZDateTime, ZDetailResponse, ZId, ZIdParam } from './common.ts';
import { apiMessages } from './messages.ts';
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
    /** The chapter cancelled the event; a registration still listed is a paid one, to be refunded or kept as credit (ADR 17). */
    is_cancelled: z.boolean(),
  }),
  /** The price that applied when the member registered, in baht. */
  price: ZBaht,
  /** When staff confirmed the payment; null while unpaid. */
  payment_datetime: ZDateTime.nullable(),
  /** The substitute whose meal this is (ADR 54); null for the member's own seat. */
  substitute_name: z.string().nullable(),
});
export type TProfileRegistration = z.infer<typeof ZProfileRegistrationSchema>;

export const ZCardField = z.enum(CARD_FIELDS, { error: apiMessages.cardFieldUnknown });

/**
 * The member's choices for their card. The fields listed are the ones SHOWN (in CARD_FIELDS order),
 * so a client reads the card as it is; the database keeps the other side, the fields left off.
 */
export const ZCardSettingsSchema = z.object({
  /** While hidden, the card, its contact file and its page answer 404 as for an unknown id. */
  hidden: z.boolean(),
  shown_fields: z.array(ZCardField),
});
export type TCardSettings = z.infer<typeof ZCardSettingsSchema>;

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
  /** What the member's public card shows, and whether it is hidden. */
  card: ZCardSettingsSchema,
});
export type TProfileResponse = z.infer<typeof ZProfileResponseSchema>;

export const profile = defineRoute({
  method: 'GET',
  path: '/api/member/profile/',
  access: 'member',
  summary: "The signed-in member's profile, outstanding amount and registrations.",
  response: ZProfileResponseSchema,
  // A 404 only for a member erased while the request ran.
  alsoAnswers: [304, 404],
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
  // The one unbinding, for the staff's lists and the back office alike: the role rules (only an
  // Admin unbinds an Admin or a Secretary/Treasurer) are the service's, whoever calls (ADR 25).
  access: 'staff_or_admin',
  summary:
    'Unbind a member’s LINE account (e.g. a lost phone) and sign out their sessions; the member binds again from the mini-app.',
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
  /** National form, e.g. 0811111111. Null, like every field but the name, when the member leaves it off. */
  tel: z.string().nullable(),
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
    'An active member’s business card by its public card id (not the member id): the fields the member left off are null. Unknown, inactive or hidden: 404. Rate limited per address.',
  params: z.strictObject({ id: ZPublicCardIdParam }),
  response: ZPublicProfileResponseSchema,
  alsoAnswers: [429],
});

export const vcard = defineRoute({
  method: 'GET',
  path: '/api/member/vcard/:id/',
  access: 'public',
  summary:
    'The same card as a contact file (vCard 3.0, UTF-8) that phones open as a new contact, without the fields the member left off. Unknown, inactive or hidden: 404. Rate limited per address.',
  params: z.strictObject({ id: ZPublicCardIdParam }),
  response: z.string(),
  produces: ['text/vcard'],
  alsoAnswers: [429],
});

export const ZCardSettingsRequestSchema = z.strictObject({
  hidden: z.boolean(),
  shown_fields: z.array(ZCardField).superRefine((fields, context) => {
    // A duplicate is a client's mistake, not a choice: refused rather than quietly merged.
    if (new Set(fields).size !== fields.length)
      context.addIssue({ code: 'custom', message: apiMessages.cardFieldDuplicate });
  }),
});
export type TCardSettingsRequest = z.input<typeof ZCardSettingsRequestSchema>;

export const updateCard = defineRoute({
  method: 'PUT',
  path: '/api/member/card/',
  access: 'member',
  summary:
    'The signed-in member chooses which fields their public business card shows, or hides the card (its id answers 404 while hidden).',
  body: ZCardSettingsRequestSchema,
  response: ZCardSettingsSchema.extend({ public_card_id: z.string(), detail: z.string() }),
  // A 404 only for a member erased while the request ran.
  alsoAnswers: [404],
});

export const newCardAddress = defineRoute({
  method: 'POST',
  path: '/api/member/card/new-address/',
  access: 'member',
  summary:
    'A new random public card id for the signed-in member; the old one answers 404 from then on, on the card, its contact file and its page.',
  response: z.object({ public_card_id: z.string(), detail: z.string() }),
  // A 404 only for a member erased while the request ran.
  alsoAnswers: [404],
});
