import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/**
 * What LINE's platform posts to the Messaging API channel's webhook: the bot's user id and the
 * events. Each event is kept as LINE sent it (its many shapes are @line/bot-sdk's `webhook` types,
 * read by the server's handlers), so only what the queue itself reads is checked here.
 */
export const ZLineWebhookEventSchema = z.looseObject({
  type: z.string().min(1).max(100),
  webhookEventId: z.string().min(1).max(100),
  /** Milliseconds since the epoch, within what a date can hold. */
  timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000),
  source: z.looseObject({ type: z.string().max(100), userId: z.string().max(100).optional() }).optional(),
  deliveryContext: z.looseObject({ isRedelivery: z.boolean() }).optional(),
});

export const ZLineWebhookRequestSchema = z.looseObject({
  /** The user id of the bot the events are for. */
  destination: z.string().max(100),
  /** Empty when the console's "Verify" button checks the URL. */
  events: z.array(ZLineWebhookEventSchema).max(1000),
});
export type TLineWebhookRequest = z.infer<typeof ZLineWebhookRequestSchema>;

export const lineWebhook = defineRoute({
  method: 'POST',
  path: '/api/line/webhook/',
  access: 'public',
  summary:
    'The Messaging API channel’s webhook (issue 37), called by LINE’s platform only. X-Line-Signature must be the ' +
    'base64 HMAC-SHA256 of the raw body with the channel secret (403 otherwise, nothing stored); at most 1 MB. ' +
    'Answers at once and works the events on a queue, each webhookEventId once; events for another bot are ignored.',
  body: ZLineWebhookRequestSchema,
  response: z.object({}),
  alsoAnswers: [403],
});
