import type { TSlipCheckProblem, TSlipVerification } from '@chapter/contract/slip-check';
import type { SlipProviderAnswer } from './slipok-client.ts';

/** What the chapter expects of a slip: the amount the member entered, who should be paid, when it came. */
export interface SlipExpectation {
  amountSatang: number | null;
  /** The digits of the chapter's PromptPay id and bank account number (either may be paid). */
  receivers: string[];
  sentAt: Date;
}

/** A transfer made this long before its slip was sent is shown to staff: an old slip used again? */
export const OLD_TRANSFER_DAYS = 7;
/** Clocks differ a little; a transfer "after" its upload by more than this is impossible. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Turns the provider's answer into what staff see: each way the bank's record differs from what
 * the chapter expects. The provider's own checks (its duplicate list, the amount it was given, the
 * receiving accounts set up with it) count, and the app checks amount, receiver and date itself
 * too, so a provider set up without the chapter's accounts still catches a wrong receiver.
 */
export function verdictOf(answer: SlipProviderAnswer, expected: SlipExpectation, checkedAt: Date): TSlipVerification {
  const base = { provider: 'slipok' as const, checked_at: checkedAt.toISOString() };
  if (answer.kind !== 'found') {
    return {
      ...base,
      outcome: answer.kind,
      problems: [],
      amount: null,
      receiver: null,
      transferred_at: null,
      message: answer.message,
    };
  }
  const problems: TSlipCheckProblem[] = [];
  if (answer.duplicate) problems.push('duplicate');
  if (answer.amountMismatch || (expected.amountSatang !== null && answer.amountSatang !== expected.amountSatang)) {
    problems.push('amount');
  }
  const printed = [answer.receiver.account, answer.receiver.proxy].filter((value): value is string => !!value);
  if (answer.receiverMismatch || (expected.receivers.length > 0 && !paysChapter(printed, expected.receivers))) {
    problems.push('receiver');
  }
  const transferredAt = new Date(answer.transferredAt);
  const age = expected.sentAt.getTime() - transferredAt.getTime();
  if (age < -CLOCK_SKEW_MS || age > OLD_TRANSFER_DAYS * DAY_MS) problems.push('date');
  return {
    ...base,
    outcome: problems.length === 0 ? 'passed' : 'problems',
    problems,
    amount: answer.amountSatang / 100,
    receiver: [answer.receiver.name, ...printed].filter(Boolean).join(' · ') || null,
    transferred_at: transferredAt.toISOString(),
    message: answer.message,
  };
}

/**
 * Whether an account as the bank prints it (masked: "xxx-x-x5366-x", "xxx-xxx-5678") can be one
 * of the chapter's. Banks hide most digits, so the visible ones must match where they stand; an
 * account printed with no digit at all cannot be told apart and counts as a match.
 */
function paysChapter(printed: string[], receivers: string[]): boolean {
  if (printed.length === 0) return true;
  return printed.some((account) => receivers.some((digits) => maskedMatches(account, digits)));
}

function maskedMatches(account: string, digits: string): boolean {
  const masked = account.replace(/[^0-9xX*]/g, '').toLowerCase();
  const visible = masked.replace(/[x*]/g, '');
  if (visible.length === 0) return true;
  if (masked.length === digits.length) {
    return [...masked].every((char, index) => char === 'x' || char === '*' || char === digits[index]);
  }
  // Printed in another layout (a phone as 66…): each run of visible digits appears in the id.
  return masked
    .split(/[x*]+/)
    .filter(Boolean)
    .every((run) => digits.includes(run));
}
