import { ZDateTime, ZDetailResponse, ZId, ZIdInput, ZIdParams } from './common.ts';
import { apiMessages } from './messages.ts';
import { checkMessage, MESSAGE_LIMITS, parseFlexContents, ZDeliveryStatus, ZMessageFields } from './messaging.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

export const ZChannelQuotaSchema = z.object({
  /** False while LINE is not connected: nothing is sent, so nothing is counted. */
  connected: z.boolean(),
  /** The channel's messages per month; null when unlimited or unknown. */
  limit: z.number().int().nonnegative().nullable(),
  /** Messages used this month; null when LINE could not say. */
  used: z.number().int().nonnegative().nullable(),
});
export type TChannelQuota = z.infer<typeof ZChannelQuotaSchema>;

export const channelQuota = defineRoute({
  method: 'GET',
  path: '/api/messaging/quota/',
  access: 'staff',
  summary: "The LINE channel's monthly message quota and what this month has used.",
  response: ZChannelQuotaSchema,
});

/** A message as LINE shows it: a text, or a Flex bubble with its alt text. */
export const ZComposedMessageSchema = z.object({
  kind: z.enum(['text', 'flex']),
  /** The text, or the Flex container as JSON. */
  message: z.string(),
  alt_text: z.string().nullable(),
});
export type TComposedMessage = z.infer<typeof ZComposedMessageSchema>;

// Previewed exactly as it would be sent: the same fields, the same choice of template or text, the same Flex checks.
export const ZPreviewRequestSchema = z
  .strictObject({
    ...ZMessageFields,
    /** The member whose message to show; one of `members`. */
    member: ZIdInput,
  })
  .superRefine(checkMessage);
export type TPreviewRequest = z.input<typeof ZPreviewRequestSchema>;

export const ZPreviewResponseSchema = z.object({
  /** How many of the selected members will get it. */
  recipients: z.number().int().nonnegative(),
  /** How many will not, and why (no LINE account, the chapter's LINE blocked, reminders switched off, nothing owed). */
  skipped: z.object({
    no_line_account: z.number().int().nonnegative(),
    blocked: z.number().int().nonnegative(),
    opted_out: z.number().int().nonnegative(),
    nothing_owed: z.number().int().nonnegative(),
  }),
  /** Each selected member who will not get it, and why: the preview marks them by name. */
  not_receiving: z.array(
    z.object({ member: ZId, status: z.enum(['no_line_account', 'blocked', 'opted_out', 'nothing_owed']) }),
  ),
  /** What the shown member gets; null when they will get nothing (see `status`). */
  preview: ZComposedMessageSchema.nullable(),
  status: z.enum(['will_send', 'no_line_account', 'blocked', 'opted_out', 'nothing_owed']),
  quota: ZChannelQuotaSchema,
});
export type TPreviewResponse = z.infer<typeof ZPreviewResponseSchema>;

export const previewMessage = defineRoute({
  method: 'POST',
  path: '/api/messaging/preview/',
  access: 'staff',
  summary: 'The exact message one selected member would get, how many members would get it, and the quota.',
  body: ZPreviewRequestSchema,
  response: ZPreviewResponseSchema,
});

const ZTimeOfDay = z
  .string({ error: apiMessages.ruleTimeRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, apiMessages.ruleTimeRequired);

const ZRuleMessage = z
  .string()
  .trim()
  .max(MESSAGE_LIMITS.textLength, apiMessages.messageTooLong(MESSAGE_LIMITS.textLength))
  // A rule's own message is a text: a Flex one would need its alt text and could not hold placeholders.
  .refine((text) => parseFlexContents(text) === null, apiMessages.ruleMessageNotFlex)
  .nullable()
  .transform((text) => (text === '' ? null : text));

/** A rule as staff write it: the fields each kind needs, nothing else. */
export const ZReminderRuleInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('weekly'),
      weekday: z.number({ error: apiMessages.ruleWeekdayRequired }).int().min(0).max(6),
      time: ZTimeOfDay,
      message: ZRuleMessage,
    }),
    z.strictObject({
      kind: z.literal('before_event'),
      days_before: z.number({ error: apiMessages.ruleDaysBeforeInvalid }).int().min(0).max(60),
      time: ZTimeOfDay,
      message: ZRuleMessage,
    }),
    z.strictObject({ kind: z.literal('event_published'), message: ZRuleMessage }),
  ],
  { error: apiMessages.ruleKindInvalid },
);
export type TReminderRuleInput = z.input<typeof ZReminderRuleInputSchema>;

export const ZReminderRuleSchema = z.object({
  id: ZId,
  kind: z.enum(['weekly', 'before_event', 'event_published']),
  weekday: z.number().int().nullable(),
  time: z.string().nullable(),
  days_before: z.number().int().nullable(),
  /** Staff's own text; null sends the built-in message. */
  message: z.string().nullable(),
  active: z.boolean(),
  created: ZDateTime,
  /** The next time it sends (Bangkok time moved out of quiet hours); null for event-driven rules. */
  next_run: ZDateTime.nullable(),
  last_run: z
    .object({
      at: ZDateTime,
      status: z.enum(['queued', 'running', 'done', 'refused', 'cancelled']),
      sent: z.number().int(),
    })
    .nullable(),
});
export type TReminderRule = z.infer<typeof ZReminderRuleSchema>;

export const reminderRules = defineRoute({
  method: 'GET',
  path: '/api/messaging/rules/',
  access: 'staff',
  summary: 'The reminder rules, with when each sends next and how its last run went.',
  response: z.array(ZReminderRuleSchema),
});

export const createReminderRule = defineRoute({
  method: 'POST',
  path: '/api/messaging/rules/',
  access: 'staff',
  status: 201,
  summary: 'Adds a reminder rule; it sends at its next time (never for times before it was made).',
  body: ZReminderRuleInputSchema,
  response: ZReminderRuleSchema,
});

export const setReminderRuleActive = defineRoute({
  method: 'POST',
  path: '/api/messaging/rules/:id/active/',
  access: 'staff',
  summary: 'Pauses or resumes a reminder rule.',
  params: ZIdParams,
  body: z.strictObject({ active: z.boolean() }),
  response: ZReminderRuleSchema,
});

export const deleteReminderRule = defineRoute({
  method: 'DELETE',
  path: '/api/messaging/rules/:id/',
  access: 'staff',
  summary: 'Deletes a reminder rule; its past runs stay in the outbox.',
  params: ZIdParams,
  response: ZDetailResponse,
});

export const setRemindersOff = defineRoute({
  method: 'POST',
  path: '/api/member/reminders/',
  access: 'member',
  summary: 'The signed-in member switches reminders off or on (money notices always come).',
  body: z.strictObject({ reminders_off: z.boolean() }),
  response: z.object({ reminders_off: z.boolean(), detail: z.string() }),
});

export { ZDeliveryStatus };
