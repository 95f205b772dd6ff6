import { describe, expect, it } from 'vitest';
import { EXACT_SUGGESTION_LIMIT, nothingFits, suggestRegistrations } from './suggest-registrations.ts';

const registration = (id: number, price: number) => ({ id, price });

describe('suggesting the registrations the money pays', () => {
  it('ticks every registration when the money covers them all, and the oldest first while they fit', () => {
    const owed = [registration(1, 450), registration(2, 800), registration(3, 100)];
    expect(suggestRegistrations(owed, 135000)).toEqual([1, 2, 3]);
    expect(suggestRegistrations(owed, 125000)).toEqual([1, 2]);
  });

  it('ticks a later registration that fits when the oldest costs more than was received', () => {
    const owed = [registration(1, 1250), registration(2, 450)];
    expect(suggestRegistrations(owed, 50000)).toEqual([2]);
  });

  it('chooses the set that the amount covers best, not the first that fits', () => {
    // 600 + 300 leaves 100 over; 450 + 550 uses all 1,000.
    const owed = [registration(1, 600), registration(2, 450), registration(3, 550), registration(4, 300)];
    expect(suggestRegistrations(owed, 100000)).toEqual([2, 3]);
  });

  it('between sets of the same total, pays the oldest debts', () => {
    const owed = [registration(1, 450), registration(2, 450), registration(3, 450)];
    expect(suggestRegistrations(owed, 90000)).toEqual([1, 2]);
    const mixed = [registration(1, 300), registration(2, 500), registration(3, 200)];
    // 300 + 200 and 500 both make 500: the set with the oldest row wins.
    expect(suggestRegistrations(mixed, 50000)).toEqual([1, 3]);
  });

  it('ticks nothing when nothing fits, and says so', () => {
    const owed = [registration(1, 1250), registration(2, 800)];
    expect(suggestRegistrations(owed, 50000)).toEqual([]);
    expect(nothingFits(owed, 50000)).toBe(true);
    expect(nothingFits(owed, 80000)).toBe(false);
    expect(nothingFits([], 0)).toBe(false);
  });

  it('fits prices that only add up exactly in satang', () => {
    expect(suggestRegistrations([registration(1, 0.1), registration(2, 0.2)], 30)).toEqual([1, 2]);
  });

  it('past the exact limit takes each row that still fits, oldest first', () => {
    const many = Array.from({ length: EXACT_SUGGESTION_LIMIT + 5 }, (_, i) =>
      registration(i + 1, i === 0 ? 5000 : 100),
    );
    // The first (5,000) does not fit in 1,000; ten of the 100s do.
    expect(suggestRegistrations(many, 100000)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('searches twenty rows exactly without taking long', () => {
    const twenty = Array.from({ length: EXACT_SUGGESTION_LIMIT }, (_, i) => registration(i + 1, 101 + i * 37));
    const started = performance.now();
    const chosen = suggestRegistrations(twenty, 1_000_001);
    expect(performance.now() - started).toBeLessThan(1000);
    const total = twenty.filter((row) => chosen.includes(row.id)).reduce((sum, row) => sum + row.price * 100, 0);
    expect(total).toBeLessThanOrEqual(1_000_001);
  });
});
