import { describe, expect, it } from 'vitest';
import { statedSatang, sumSatang, toBaht, toSatang } from './satang.ts';

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
});
