import { describe, expect, it } from 'vitest';
import { bangkokToday, fromBangkokInput, toBangkokInput } from './bangkok-input.ts';

describe('date pickers in Bangkok time', () => {
  it('shows an instant as Bangkok wall-clock time and reads it back as the same instant', () => {
    expect(toBangkokInput('2026-12-15T12:00:00.000Z')).toBe('2026-12-15 19:00:00');
    expect(toBangkokInput('2026-12-31T17:30:00Z')).toBe('2027-01-01 00:30:00');
    expect(new Date(fromBangkokInput('2027-01-01 00:30:00')).toISOString()).toBe('2026-12-31T17:30:00.000Z');
    expect(fromBangkokInput('2026-12-15 19:00:00')).toBe('2026-12-15T19:00:00+07:00');
  });

  it('gives back every instant it shows, whatever the zone the API wrote it in', () => {
    for (const iso of ['2026-12-03T23:30:00.000Z', '2026-12-04T06:30:00+07:00', '2027-06-30T16:59:00Z']) {
      expect(new Date(fromBangkokInput(toBangkokInput(iso))).getTime()).toBe(new Date(iso).getTime());
    }
  });

  it('drops seconds, which the form never shows', () => {
    expect(fromBangkokInput('2026-12-15 19:00:59')).toBe('2026-12-15T19:00:00+07:00');
    expect(fromBangkokInput('2026-12-15 19:00')).toBe('2026-12-15T19:00:00+07:00');
  });

  it('leaves an empty picker empty', () => {
    expect(toBangkokInput(null)).toBeNull();
    expect(fromBangkokInput(null)).toBe('');
    expect(fromBangkokInput('')).toBe('');
    expect(fromBangkokInput('2026-12-15')).toBe('');
  });

  it("knows Bangkok's date when UTC is still on the day before", () => {
    expect(bangkokToday(new Date('2026-12-31T18:00:00Z'))).toEqual({ date: '2027-01-01', year: 2027, month: 1 });
  });
});
