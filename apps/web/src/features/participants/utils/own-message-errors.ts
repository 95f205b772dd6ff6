import { ZSendPushMessageRequestSchema } from '@chapter/contract/messaging';
import * as th from '../../../i18n/th.ts';
import { type FieldErrors, fieldErrorsFromZod } from '../../../lib/field-errors.ts';

/** The fields of staff's own message that the composer shows errors under. */
const SHOWN = new Set(['message', 'altText']);

/**
 * What the server would refuse in staff's own message, found at the box so nothing is sent: the
 * body is checked against the contract's schema, the server's own check. It trims first, so spaces
 * alone are empty (said in the box's own words), and a Flex message needs its Description.
 */
export function ownMessageErrors(body: { members: number[]; message: string; altText?: string }): FieldErrors {
  if (body.message.trim() === '') return { message: th.participants.messageEmpty };
  const checked = ZSendPushMessageRequestSchema.safeParse(body);
  if (checked.success) return {};
  const errors = fieldErrorsFromZod(checked.error);
  return Object.fromEntries(Object.entries(errors).filter(([field]) => SHOWN.has(field)));
}
