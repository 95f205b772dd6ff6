import { ZDateTime, ZId, ZIdInput, ZIdParams } from './common.ts';
import { disallowedFlexLinks } from './flex-links.ts';
import { apiMessages } from './messages.ts';
import { hasPlaceholders } from './placeholders.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

export const MESSAGE_LIMITS = {
  recipients: 500,
  /** LINE's limit for a text message. */
  textLength: 5000,
  /** LINE's limit for a Flex message's alternative text. */
  altTextLength: 1500,
  flexKilobytes: 50,
} as const;

/** The spec's rule: a message is rich (Flex) exactly when its text parses as a JSON object. */
export function parseFlexContents(message: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(message);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const ZFlexBlock = z.looseObject({ type: z.string() });
const ZFlexBubble = z
  .looseObject({
    type: z.literal('bubble'),
    header: ZFlexBlock.optional(),
    hero: ZFlexBlock.optional(),
    body: ZFlexBlock.optional(),
    footer: ZFlexBlock.optional(),
  })
  .refine((bubble) => bubble.header ?? bubble.hero ?? bubble.body ?? bubble.footer);
/** A Flex container as LINE accepts it: one bubble with at least one block, or a carousel of 1–12 bubbles. */
export const ZFlexContainer = z.union([
  ZFlexBubble,
  z.looseObject({ type: z.literal('carousel'), contents: z.array(ZFlexBubble).min(1).max(12) }),
]);

/** What staff send, and the preview takes the same way: to whom, and the built-in reminder or their own text. */
export const ZMessageFields = {
  members: z
    .array(ZIdInput, { error: apiMessages.membersRequired })
    .min(1, apiMessages.membersRequired)
    .max(MESSAGE_LIMITS.recipients, apiMessages.tooManyRecipients(MESSAGE_LIMITS.recipients))
    .transform((ids) => [...new Set(ids)]),
  /** `reminder`: the built-in personal reminder, composed for each member (no `message`). */
  template: z.literal('reminder').optional(),
  /** Staff's own text (placeholders filled per member) or Flex JSON. */
  message: z
    .string({ error: apiMessages.messageRequired })
    .trim()
    .max(MESSAGE_LIMITS.textLength, apiMessages.messageTooLong(MESSAGE_LIMITS.textLength))
    .optional(),
  /** The Flex message's alternative text (shown in notifications); without it the server writes one from the Flex's words; ignored for text. */
  altText: z
    .string()
    .trim()
    .max(MESSAGE_LIMITS.altTextLength, apiMessages.altTextTooLong(MESSAGE_LIMITS.altTextLength))
    .optional(),
};

/** Adds `messageProblems` as field issues, for a schema built from `ZMessageFields`. */
export function checkMessage(body: Parameters<typeof messageProblems>[0], ctx: z.RefinementCtx) {
  for (const problem of messageProblems(body)) ctx.addIssue({ code: 'custom', ...problem });
}

export const ZSendPushMessageRequestSchema = z.strictObject(ZMessageFields).superRefine(checkMessage);

type FieldProblem = { path: ['message'] | ['altText']; message: string };

/**
 * What is wrong with what staff ask to send (or preview): the built-in reminder or their own text,
 * not both nor neither; their Flex must be a valid container with no placeholders.
 */
function messageProblems(body: {
  template?: string | undefined;
  message?: string | undefined;
  altText?: string | undefined;
}): FieldProblem[] {
  if (body.template) return body.message ? [{ path: ['message'], message: apiMessages.templateOrMessage }] : [];
  if (!body.message) return [{ path: ['message'], message: apiMessages.messageRequired }];
  return flexProblems(body.message);
}

function flexProblems(message: string): FieldProblem[] {
  const flex = parseFlexContents(message);
  if (!flex) return [];
  const problems: FieldProblem[] = [];
  // Only a text's placeholders are filled; in Flex they would reach members as typed.
  if (hasPlaceholders(message)) problems.push({ path: ['message'], message: apiMessages.placeholderInFlex });
  if (message.length > MESSAGE_LIMITS.flexKilobytes * 1024) {
    problems.push({ path: ['message'], message: apiMessages.flexTooLarge(MESSAGE_LIMITS.flexKilobytes) });
  } else if (!ZFlexContainer.safeParse(flex).success) {
    problems.push({ path: ['message'], message: apiMessages.flexInvalid });
  } else {
    for (const field of disallowedFlexLinks(flex))
      problems.push({ path: ['message'], message: apiMessages.flexLinkScheme(field) });
  }
  // No alt text is no refusal: the server writes one from the bubble's own words (compose.ts).
  return problems;
}
export type TSendPushMessageRequest = z.input<typeof ZSendPushMessageRequestSchema>;

/**
 * What became of a message for one member: `pending` (waiting to be sent), `sent` (LINE accepted
 * it), `recorded` (LINE not connected: kept in the outbox only), `no_line_account` (the member has
 * not bound LINE), `blocked` (their LINE account blocked the chapter's Official Account: not sent,
 * no quota spent), `opted_out` (reminders switched off), `nothing_owed` (a reminder to a member who
 * owes nothing), `refused` (LINE or the quota said no), `failed` (LINE could not be reached).
 */
export const ZDeliveryStatus = z.enum([
  'pending',
  'sent',
  'recorded',
  'no_line_account',
  'blocked',
  'opted_out',
  'nothing_owed',
  'refused',
  'failed',
]);

/** A run's state: `queued` (waiting for its time or a worker), `running`, `done`, `refused` (the quota; nothing sent), `cancelled` (its rule was paused or deleted first). */
export const ZMessageRunStatus = z.enum(['queued', 'running', 'done', 'refused', 'cancelled']);

const ZMemberCount = z.number().int().nonnegative();

/**
 * One sending and what became of it so far (a staff send, a rule's firing or a notice): the screen
 * asks again while `status` is queued or running, and shows each member's result as it settles.
 */
export const ZMessageRunSchema = z.object({
  run: ZId,
  status: ZMessageRunStatus,
  /** False while messages only go to the recorded outbox (LINE not connected). */
  delivered: z.boolean(),
  /** What staff read about the run as a whole, in Thai: still sending, sent, only recorded, or why refused. */
  detail: z.string(),
  kind: z.enum(['text', 'flex']),
  /** How many members' messages are in each delivery status. */
  counts: z.object({
    pending: ZMemberCount,
    sent: ZMemberCount,
    recorded: ZMemberCount,
    no_line_account: ZMemberCount,
    blocked: ZMemberCount,
    opted_out: ZMemberCount,
    nothing_owed: ZMemberCount,
    refused: ZMemberCount,
    failed: ZMemberCount,
  }),
  results: z.array(z.object({ member: ZId, full_name: z.string(), status: ZDeliveryStatus, detail: z.string() })),
});
export type TMessageRun = z.infer<typeof ZMessageRunSchema>;

export const ZSendPushMessageResponseSchema = ZMessageRunSchema.extend({
  /** True when the same staff member's same message to the same members was still being sent: this is that run, not a second. */
  joined: z.boolean(),
});
export type TSendPushMessageResponse = z.infer<typeof ZSendPushMessageResponseSchema>;

export const sendPushMessage = defineRoute({
  method: 'POST',
  path: '/api/member/send-push-message/',
  access: 'staff',
  summary:
    'Send a text or Flex message to members. Answers at once with the run, its recipients fixed; LINE gets the messages in the background (follow the run with GET /api/messaging/runs/{id}/). The same send pressed again while it is still sending joins it. Until LINE is connected, messages are recorded in the outbox and the reply says they were not delivered.',
  body: ZSendPushMessageRequestSchema,
  response: ZSendPushMessageResponseSchema,
});

export const messageRun = defineRoute({
  method: 'GET',
  path: '/api/messaging/runs/:id/',
  access: 'staff',
  summary: "One message run's progress: its status, the count per delivery status and each member's result.",
  params: ZIdParams,
  response: ZMessageRunSchema,
});

export const ZOutboxItemSchema = z.object({
  id: ZId,
  created: ZDateTime,
  /** Staff who sent it; null for a reminder rule's run or an automatic notice (see `source`). */
  sent_by: z.string().nullable(),
  /** What sent it: staff, a reminder rule, or an automatic notice. */
  source: z.enum(['manual', 'rule', 'notice']),
  run: ZId.nullable(),
  member: ZId,
  full_name: z.string(),
  kind: z.enum(['text', 'flex']),
  message: z.string(),
  alt_text: z.string().nullable(),
  status: ZDeliveryStatus,
  /** What staff read about the result, in Thai. */
  detail: z.string().nullable(),
});

export const outbox = defineRoute({
  method: 'GET',
  path: '/api/member/outbox/',
  access: 'staff',
  summary: 'The latest 200 messages sent or recorded, newest first.',
  response: z.array(ZOutboxItemSchema),
});
