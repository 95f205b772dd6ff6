import { describe, expect, it } from 'vitest';
import {
  formatBaht,
  formatBahtSatang,
  formatDate,
  formatDateMonthFirst,
  formatDateTime,
  formatPeriod,
  formatPhone,
  formatTime,
  isSameBangkokDay,
} from './format.ts';

// 17:30 UTC on 31 Dec is 00:30 on 1 Jan in Bangkok (UTC+7): the date and the year both change,
// so these pass only if Bangkok time is used, whatever time zone the machine running them is in.
const nearMidnightUtc = '2025-12-31T17:30:00Z';

describe('format', () => {
  it('dates read DD/MM/YYYY in Bangkok', () => {
    expect(formatDate(nearMidnightUtc)).toBe('01/01/2026');
    expect(formatDate('2026-03-05T03:00:00+07:00')).toBe('05/03/2026');
  });

  it('times read HH:mm, 24-hour, in Bangkok', () => {
    expect(formatTime(nearMidnightUtc)).toBe('00:30');
    expect(formatTime('2026-03-05T18:05:00+07:00')).toBe('18:05');
  });

  it('date-times join the two', () => {
    expect(formatDateTime(nearMidnightUtc)).toBe('01/01/2026 00:30');
  });

  it('years are Gregorian, not Buddhist era', () => {
    expect(formatDate('2026-06-15T12:00:00+07:00')).toMatch(/2026$/);
  });

  it('the participant list date reads MM/DD/YYYY', () => {
    expect(formatDateMonthFirst(nearMidnightUtc)).toBe('01/01/2026');
    expect(formatDateMonthFirst('2026-03-05T10:00:00+07:00')).toBe('03/05/2026');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatDateTime(new Date(nearMidnightUtc))).toBe('01/01/2026 00:30');
    expect(formatDateTime(Date.parse(nearMidnightUtc))).toBe('01/01/2026 00:30');
  });

  it('two instants are on the same day by the Bangkok calendar, not the UTC one', () => {
    // 16:30 and 17:30 UTC on 31 Dec are 23:30 on 31 Dec and 00:30 on 1 Jan in Bangkok.
    expect(isSameBangkokDay('2025-12-31T16:30:00Z', nearMidnightUtc)).toBe(false);
    // 17:30 UTC on 31 Dec and 16:00 UTC on 1 Jan are both 1 Jan in Bangkok.
    expect(isSameBangkokDay(nearMidnightUtc, '2026-01-01T16:00:00Z')).toBe(true);
  });

  it('a period on one Bangkok day writes its date once', () => {
    expect(formatPeriod('2026-11-26T06:30:00+07:00', '2026-11-26T09:00:00+07:00')).toBe('26/11/2026 06:30 – 09:00');
  });

  it('a period across midnight in Bangkok writes both dates', () => {
    expect(formatPeriod('2026-11-26T22:00:00+07:00', '2026-11-27T01:00:00+07:00')).toBe(
      '26/11/2026 22:00 – 27/11/2026 01:00',
    );
    // Same UTC day (15:00 and 18:00 UTC) but different Bangkok days.
    expect(formatPeriod('2026-11-26T15:00:00Z', '2026-11-26T18:00:00Z')).toBe('26/11/2026 22:00 – 27/11/2026 01:00');
  });

  it('baht amounts always have thousands separators and two decimals, whole or not', () => {
    expect(formatBaht(0)).toBe('0.00');
    expect(formatBaht(1250)).toBe('1,250.00');
    expect(formatBaht(1250.5)).toBe('1,250.50');
    expect(formatBaht(1234567.25)).toBe('1,234,567.25');
    expect(formatBaht(-100)).toBe('-100.00');
  });

  it('one money format: the older name writes exactly what formatBaht writes', () => {
    for (const amount of [0, 1250, 1250.5, 99999.99]) expect(formatBahtSatang(amount)).toBe(formatBaht(amount));
  });

  it('amounts read against a slip always show satang', () => {
    expect(formatBahtSatang(0)).toBe('0.00');
    expect(formatBahtSatang(1200)).toBe('1,200.00');
    expect(formatBahtSatang(1250.5)).toBe('1,250.50');
  });

  it('baht amounts read as Intl en-US writes them, halves rounded away from zero', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [1.005, 2.675, -1.005, 0.125, 0.004, 1e-7, 123456789.995, 1e21, Number.NaN, Infinity];
    // A spread of amounts with up to three decimals (prices, credits, slip amounts, refunds).
    for (let i = 0; i < 2000; i++)
      amounts.push(((i * 7919) % 100003) / (i % 3 === 0 ? 1000 : 100) - (i % 5 === 0 ? 500 : 0));
    for (const amount of amounts) expect(formatBaht(amount), String(amount)).toBe(intl.format(amount));
    // Where Intl writes "-0.00", a debt of less than half a satang reads as nothing owed.
    expect(formatBaht(-0.004)).toBe('0.00');
    expect(formatBaht(-0)).toBe('0.00');
  });

  it('dates and times read as the Bangkok time zone writes them, before 1920 too', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const instants = [
      Date.UTC(1900, 0, 1),
      Date.UTC(1920, 2, 31, 17, 17, 55),
      Date.UTC(1920, 2, 31, 17, 17, 56),
      Date.UTC(2038, 0, 19),
    ];
    // Every 7 h 13 min for three years: every hour of the day, month ends and a leap day.
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2030, 0, 1); t += 433 * 60_000) instants.push(t);
    for (const instant of instants) {
      const [date, time] = intl.format(instant).split(', ');
      expect(formatDateTime(instant), new Date(instant).toISOString()).toBe(`${date} ${time}`);
    }
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('phone numbers are grouped as Thais write them', () => {
    expect(formatPhone('0822222222')).toBe('082-222-2222');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('038123456')).toBe('038-12-3456');
    expect(formatPhone('+1 555')).toBe('+1 555');
  });
});
