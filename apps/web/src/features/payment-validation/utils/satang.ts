/*
 * Money on the validation screen, in whole satang: the API speaks baht with two decimals, and
 * adding baht as floats drifts (0.1 + 0.2). Every sum and comparison here is of integers; baht
 * come back only to show or send an amount.
 */

export const toSatang = (baht: number): number => Math.round(baht * 100);

export const toBaht = (satang: number): number => satang / 100;

export const sumSatang = (amountsInBaht: readonly number[]): number =>
  amountsInBaht.reduce((sum, baht) => sum + toSatang(baht), 0);

/**
 * The slips' stated total, or null when one of them has no amount (sent before amounts were
 * asked): then nobody knows what was received until staff type it.
 */
export function statedSatang(slips: readonly { amount: number | null }[]): number | null {
  let total = 0;
  for (const slip of slips) {
    if (slip.amount === null) return null;
    total += toSatang(slip.amount);
  }
  return total;
}
