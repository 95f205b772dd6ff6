import { toSatang } from './satang.ts';

/** Up to this many owed rows the best set is searched exactly; beyond, oldest first greedily. */
export const EXACT_SUGGESTION_LIMIT = 20;

/**
 * The registrations the money pays for: the set whose prices add up to the most that does not
 * exceed what is available (received plus credit). Among sets of that total, the one that pays the
 * oldest debts (it keeps the earliest registration it can, then the next, and so on).
 *
 * Stopping at the first registration that does not fit (as it once did) ticked nothing when the
 * oldest cost more than was received, though a later one fit (issue: the UI walk). A member owes a
 * handful of rows, so an exact search is cheap; past EXACT_SUGGESTION_LIMIT it takes each row that
 * still fits, oldest first, which is never worse than stopping.
 */
export function suggestRegistrations<T extends { id: number; price: number }>(
  registrationsOldestFirst: readonly T[],
  availableSatang: number,
): number[] {
  const prices = registrationsOldestFirst.map((registration) => toSatang(registration.price));
  const chosen =
    prices.length <= EXACT_SUGGESTION_LIMIT ? bestFit(prices, availableSatang) : greedyFit(prices, availableSatang);
  return chosen.map((index) => (registrationsOldestFirst[index] as T).id);
}

/** Whether nothing owed fits in what is available: then the suggestion can tick nothing. */
export function nothingFits(registrations: readonly { price: number }[], availableSatang: number): boolean {
  return (
    registrations.length > 0 && registrations.every((registration) => toSatang(registration.price) > availableSatang)
  );
}

/**
 * Depth first, each row taken before it is left out, so the first set found with a total is the one
 * that keeps the oldest rows; a later set replaces it only with a strictly larger total.
 */
function bestFit(prices: readonly number[], available: number): number[] {
  // What the rows from each index on add up to, to stop searching a branch that cannot do better.
  const rest = new Array<number>(prices.length + 1).fill(0);
  for (let i = prices.length - 1; i >= 0; i--) rest[i] = (rest[i + 1] as number) + (prices[i] as number);

  let best: number[] = [];
  let bestTotal = 0;
  const taken: number[] = [];

  const search = (index: number, total: number) => {
    if (total > bestTotal) {
      bestTotal = total;
      best = [...taken];
    }
    if (index === prices.length || bestTotal === available) return;
    if (total + (rest[index] as number) <= bestTotal) return;
    const price = prices[index] as number;
    if (total + price <= available) {
      taken.push(index);
      search(index + 1, total + price);
      taken.pop();
    }
    search(index + 1, total);
  };
  search(0, 0);
  return best;
}

function greedyFit(prices: readonly number[], available: number): number[] {
  const chosen: number[] = [];
  let total = 0;
  prices.forEach((price, index) => {
    if (total + price > available) return;
    total += price;
    chosen.push(index);
  });
  return chosen;
}
