import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../../lib/api-error.ts';
import { slipStatus } from '../../books/credit.ts';
import { bahtText } from '../../books/money.ts';

/* The checks a settlement runs on what staff sent, apart from the service that runs them. */

/** What staff decided about money received: which slips, and the amount if they corrected it. */
export interface Receipt {
  slipIds: number[];
  /** What was received, in satang; null means "what the slips say". */
  receivedSatang: number | null;
  receivedReason: string | null;
}

export function slipNotWaiting(slip: { id: number; validatedBy: number | null; refusedBy: number | null }): string[] {
  const status = slipStatus(slip);
  if (status === 'accepted') return [apiMessages.slipAlreadyValidated(slip.id)];
  if (status === 'refused') return [apiMessages.slipAlreadyRefused(slip.id)];
  return [];
}

/**
 * What was received: the slips' stated amounts unless staff give another amount, which needs a
 * reason when the slips stated one. A slip sent before amounts has none, so staff must say.
 */
export function receivedOf(receipt: Receipt, slips: ReadonlyArray<{ amountSatang: number | null }>) {
  const statedSatang = slips.some((slip) => slip.amountSatang === null)
    ? null
    : slips.reduce((sum, slip) => sum + (slip.amountSatang ?? 0), 0);
  const receivedSatang = receipt.receivedSatang ?? statedSatang;
  if (receivedSatang === null) throw new ApiError(400, { received: [apiMessages.receivedRequired] });
  const corrected = statedSatang !== null && receivedSatang !== statedSatang;
  if (corrected && receipt.receivedReason === null) {
    throw new ApiError(400, {
      received_reason: [apiMessages.receivedReasonRequired(bahtText(receivedSatang), bahtText(statedSatang))],
    });
  }
  return {
    statedSatang,
    receivedSatang,
    receivedReason: corrected || statedSatang === null ? receipt.receivedReason : null,
  };
}

export function throwIfAny(problems: Record<string, string[]>): void {
  const named = Object.fromEntries(Object.entries(problems).filter(([, messages]) => messages.length > 0));
  if (Object.keys(named).length > 0) throw new ApiError(400, named);
}
