import { MAX_ID, ZBaht, ZId } from './common.ts';
import { apiMessages } from './messages.ts';
import { defineRoute } from './route.ts';
import { z } from './zod-th.ts';

/*
 * Paying the exact amount by PromptPay (issue 16, ADR 27): the server builds the Thai QR payload
 * for what the member chose to pay, so the amount comes from the books, not from the browser.
 */

/** `registrations=12,15`: the owed registrations to pay; absent means every owed registration. */
const ZRegistrationIdsQuery = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, apiMessages.registrationIdsInvalid)
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id > 0 && id <= MAX_ID), apiMessages.registrationIdsInvalid);

export const ZPromptPayQuerySchema = z.strictObject({ registrations: ZRegistrationIdsQuery.optional() });

export const ZPromptPayResponseSchema = z.object({
  /** The chapter's PromptPay id as members see it (e.g. 081-234-5678), null when the chapter has none. */
  promptpay_id: z.string().nullable(),
  /** The account name the banking app will show, so the member knows who they pay. */
  account_holder: z.string(),
  /** The registrations this amount pays, by event start. */
  registrations: z.array(ZId),
  /** The prices of those registrations, in baht. */
  selected: ZBaht,
  /** The member's credit taken off, in baht. */
  credit: ZBaht,
  /** What to transfer: selected − credit, never below zero. */
  amount: ZBaht,
  /** The EMVCo / Thai QR payload with the amount; null when there is no id or nothing to pay. */
  payload: z.string().nullable(),
  /** The QR code of `payload` as a PNG data URL, to show and to save to the phone's gallery. */
  image: z.string().nullable(),
});
export type TPromptPayResponse = z.infer<typeof ZPromptPayResponseSchema>;

export const promptPayQr = defineRoute({
  method: 'GET',
  path: '/api/payment/promptpay/',
  access: 'member',
  summary:
    'A PromptPay QR code for the caller’s chosen owed registrations (all by default), less their credit. ' +
    'A registration that is not the caller’s, or not owed, is refused (400) and named.',
  query: ZPromptPayQuerySchema,
  response: ZPromptPayResponseSchema,
});
