import { describe, expect, it } from 'vitest';
import { bangkokToday, fromBangkokInput, toBangkokInput } from './bangkok-input.ts';

describe('datetime inputs in Bangkok time', () => {
  it('shows an instant as Bangkok wall-clock time and reads it back as the same instant', () => {
    expect(toBangkokInput('2026-12-20T11:00:00.000Z')).toBe('2026-12-20T18:00');
    expect(toBangkokInput('2026-12-31T17:30:00Z')).toBe('2027-01-01T00:30');
    expect(new Date(fromBangkokInput('2027-01-01T00:30')).toISOString()).toBe('2026-12-31T17:30:00.000Z');
    expect(toBangkokInput(null)).toBe('');
    expect(fromBangkokInput('')).toBe('');
  });

  it("knows Bangkok's date when UTC is still on the day before", () => {
    expect(bangkokToday(new Date('2026-12-31T18:00:00Z'))).toEqual({ date: '2027-01-01', year: 2027, month: 1 });
  });
});
