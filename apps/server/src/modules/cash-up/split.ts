/*
 * Where a seat's money came from (issue 35). One confirmation may pay several registrations, of any
 * events, with money received, credit the payer had, and a waiver; the books keep only its totals.
 * So a seat's share of each is the confirmation's total split over every registration it paid, in
 * proportion to their prices, in whole satang by largest remainder, so the shares add up exactly.
 */

export interface MoneyParts {
  received: number;
  credit: number;
  waived: number;
}

/**
 * `amount` satang over `weights` in proportion, whole satang: each share rounded down, then the
 * satang left over one each to the largest remainders (the earlier on a tie). All weights zero (free
 * seats) split evenly.
 */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const total = sum > 0 ? sum : weights.length;
  const shares = used.map((weight) => Math.floor((amount * weight) / total));
  const left = amount - shares.reduce((all, share) => all + share, 0);
  const byRemainder = used
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/**
 * What paid a confirmation's applied total: its waiver, then the money received, then the payer's
 * credit for the rest. Money received beyond what it applied stayed as credit: it is the payer's,
 * not the money of the registrations, so it is not counted here.
 */
export function confirmationParts(row: {
  receivedSatang: number;
  appliedSatang: number;
  waivedSatang: number;
}): MoneyParts {
  const waived = Math.min(row.waivedSatang, row.appliedSatang);
  const received = Math.min(row.receivedSatang, row.appliedSatang - waived);
  return { received, credit: row.appliedSatang - waived - received, waived };
}

/** Each registration's share of its confirmation's parts, by registration id. */
export function sharesOf(
  confirmation: { receivedSatang: number; appliedSatang: number; waivedSatang: number },
  paid: ReadonlyArray<{ id: number; priceSatang: number }>,
): Map<number, MoneyParts> {
  const parts = confirmationParts(confirmation);
  const prices = paid.map((registration) => registration.priceSatang);
  const received = splitByLargestRemainder(parts.received, prices);
  const credit = splitByLargestRemainder(parts.credit, prices);
  const waived = splitByLargestRemainder(parts.waived, prices);
  return new Map(
    paid.map((registration, index) => [
      registration.id,
      { received: received[index] ?? 0, credit: credit[index] ?? 0, waived: waived[index] ?? 0 },
    ]),
  );
}

/**
 * A seat's source, kept simple: the largest of its three parts names it — received money (as cash
 * or transfer, by the confirmation's method), credit, or waived. A tie goes to money received, then
 * to credit: the treasurer looks for money first.
 */
export function sourceOf(parts: MoneyParts, method: 'transfer' | 'cash'): 'transfer' | 'cash' | 'credit' | 'waived' {
  if (parts.received >= parts.credit && parts.received >= parts.waived) return method;
  return parts.credit >= parts.waived ? 'credit' : 'waived';
}
