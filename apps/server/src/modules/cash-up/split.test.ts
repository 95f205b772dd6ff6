import { describe, expect, it } from 'vitest';
import { confirmationParts, sharesOf, sourceOf, splitByLargestRemainder } from './split.ts';

describe('a confirmation’s money split over the registrations it paid', () => {
  it('gives whole satang that add up exactly, the satang left over going to the largest remainders', () => {
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByLargestRemainder(10_001, [45_000, 65_000])).toEqual([4091, 5910]);
    expect(splitByLargestRemainder(0, [45_000, 60_000])).toEqual([0, 0]);
    expect(splitByLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(splitByLargestRemainder(5, [])).toEqual([]);
  });

  it('pays the applied total from the waiver, then the money received, then credit; money beyond it stayed as credit', () => {
    expect(confirmationParts({ receivedSatang: 60_000, appliedSatang: 90_000, waivedSatang: 0 })).toEqual({
      received: 60_000,
      credit: 30_000,
      waived: 0,
    });
    expect(confirmationParts({ receivedSatang: 100_000, appliedSatang: 45_000, waivedSatang: 0 })).toEqual({
      received: 45_000,
      credit: 0,
      waived: 0,
    });
    expect(confirmationParts({ receivedSatang: 60_000, appliedSatang: 65_000, waivedSatang: 5_000 })).toEqual({
      received: 60_000,
      credit: 0,
      waived: 5_000,
    });
  });

  it('shares each part over the registrations by price, each part adding up to the confirmation’s', () => {
    const shares = sharesOf({ receivedSatang: 33_333, appliedSatang: 150_000, waivedSatang: 1 }, [
      { id: 1, priceSatang: 45_000 },
      { id: 2, priceSatang: 45_000 },
      { id: 3, priceSatang: 60_000 },
    ]);
    const all = [...shares.values()];
    expect(all.reduce((sum, parts) => sum + parts.received, 0)).toBe(33_333);
    expect(all.reduce((sum, parts) => sum + parts.waived, 0)).toBe(1);
    expect(all.reduce((sum, parts) => sum + parts.credit, 0)).toBe(150_000 - 33_333 - 1);
    expect(shares.get(3)).toEqual({ received: 13_333, credit: 46_666, waived: 1 });
    expect(shares.get(1)).toEqual({ received: 10_000, credit: 35_000, waived: 0 });
  });

  it('names a seat’s source by its largest part, money received first on a tie', () => {
    expect(sourceOf({ received: 300, credit: 150, waived: 0 }, 'transfer')).toBe('transfer');
    expect(sourceOf({ received: 300, credit: 300, waived: 0 }, 'cash')).toBe('cash');
    expect(sourceOf({ received: 0, credit: 600, waived: 0 }, 'transfer')).toBe('credit');
    expect(sourceOf({ received: 100, credit: 100, waived: 400 }, 'transfer')).toBe('waived');
  });
});
