import { describe, expect, it } from 'vitest';
import { statedSatang, suggestRegistrations, sumSatang, toBaht, toSatang } from './satang.ts';

const registration = (id: number, price: number) => ({ id, price });

describe('money in satang', () => {
  it('adds baht without float drift', () => {
    expect(sumSatang([0.1, 0.2])).toBe(30);
    expect(toBaht(sumSatang([0.1, 0.2]))).toBe(0.3);
    expect(toSatang(1250.5)).toBe(125050);
  });

  it('knows the slips’ total only when every slip states an amount', () => {
    expect(statedSatang([{ amount: 450 }, { amount: 800.25 }])).toBe(125025);
    expect(statedSatang([])).toBe(0);
    expect(statedSatang([{ amount: 450 }, { amount: null }])).toBeNull();
  });

  it('suggests the oldest registrations first while they fit, and stops at the first that does not', () => {
    const owed = [registration(1, 450), registration(2, 800), registration(3, 100)];
    expect(suggestRegistrations(owed, 125000)).toEqual([1, 2]);
    // 3 would fit after 1, but 2 is older: the suggestion never jumps an older debt.
    expect(suggestRegistrations(owed, 60000)).toEqual([1]);
    expect(suggestRegistrations(owed, 44999)).toEqual([]);
    expect(suggestRegistrations(owed, 135000)).toEqual([1, 2, 3]);
  });

  it('fits prices that only add up exactly in satang', () => {
    expect(suggestRegistrations([registration(1, 0.1), registration(2, 0.2)], 30)).toEqual([1, 2]);
  });
});
