import { formatThaiPhone } from '@chapter/contract/phone';
import * as th from '../i18n/th.ts';
/**
 * Dates, times and money as the chapter reads them: always Bangkok time whatever the device is
 * set to, Gregorian years (a Thai locale would give Buddhist-era years), DD/MM/YYYY and HH:mm.
 */
export const CHAPTER_TIME_ZONE = 'Asia/Bangkok';

/**
 * Thailand has kept UTC+7, with no summer time, since 1 April 1920 (before it, Bangkok mean time), so
 * an instant since then is read by arithmetic. Building an Intl formatter with a time zone costs a
 * slow phone 80–170 ms the first time (ICU's zone data), before the first event card could be drawn;
 * earlier instants still go through Intl, which knows the old offset.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
// 1 April 1920 00:00 by Bangkok mean time (UTC+6:42:04), when the clocks moved to UTC+7.
const FIXED_OFFSET_SINCE = Date.UTC(1920, 2, 31, 17, 17, 56);

let historicFormatter: Intl.DateTimeFormat | undefined;

type DateInput = string | number | Date;

interface BangkokParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function bangkokParts(value: DateInput): BangkokParts {
  const time = new Date(value).getTime();
  // Not a number: Intl throws the RangeError the screens have always met.
  if (!(time >= FIXED_OFFSET_SINCE)) return historicParts(time);
  const local = new Date(time + BANGKOK_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    year: String(local.getUTCFullYear()),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
  };
}

function historicParts(time: number): BangkokParts {
  historicFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: CHAPTER_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    // h23, not hour12: false, which some engines render as "24:05" just after midnight.
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of historicFormatter.formatToParts(new Date(time))) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** YYYY-MM as the Thai month and the Gregorian year: 2026-11 → พฤศจิกายน 2026. */
export function formatMonthName(month: string): string {
  const [year = '', number = ''] = month.split('-');
  return `${th.participants.months[Number(number) - 1] ?? number} ${year}`.trim();
}

/** 31/12/2026 */
export function formatDate(value: DateInput): string {
  const { day, month, year } = bangkokParts(value);
  return `${day}/${month}/${year}`;
}

/** 12/31/2026: the participant list's outstanding-courses column writes dates this way (spec). */
export function formatDateMonthFirst(value: DateInput): string {
  const { day, month, year } = bangkokParts(value);
  return `${month}/${day}/${year}`;
}

/** The year in Bangkok: on 31 December at 18:00 UTC it is already next year there. */
export function bangkokYear(value: DateInput): number {
  return Number(bangkokParts(value).year);
}

/** 18:30 */
export function formatTime(value: DateInput): string {
  const { hour, minute } = bangkokParts(value);
  return `${hour}:${minute}`;
}

/** 31/12/2026 18:30 */
export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** Whether two instants fall on the same calendar day in Bangkok (a range then shows its date once). */
export function isSameBangkokDay(a: DateInput, b: DateInput): boolean {
  return formatDate(a) === formatDate(b);
}

/**
 * 26/11/2026 06:30 – 09:00 on one Bangkok day; 26/11/2026 22:00 – 27/11/2026 01:00 across days.
 * The date is written once when it does not change, so a morning meeting reads at a glance.
 */
export function formatPeriod(start: DateInput, end: DateInput): string {
  const endText = isSameBangkokDay(start, end) ? formatTime(end) : formatDateTime(end);
  return `${formatDateTime(start)} – ${endText}`;
}

/**
 * 1,250.00, 0.00, 1,250.50: every sum of money on every screen, always with satang, so a price
 * beside a slip amount or a credit reads the same way. No currency sign; screens add "บาท".
 * Written by hand for the same reason as the dates (Intl.NumberFormat's first use costs a slow phone
 * up to 100 ms); it writes what en-US Intl writes, halves rounded away from zero (format.test.ts).
 */
export function formatBaht(amount: number): string {
  const text = String(Math.abs(amount));
  // Rounded on the digits the number is written with (1.005 → 1.01), as Intl rounds.
  const satang = Math.round(Number(`${text}e2`));
  // Not a number, written with an exponent, or too large to count in satang: Intl, as before.
  if (text.includes('e') || !Number.isSafeInteger(satang)) return intlBaht(amount);
  const whole = String(Math.floor(satang / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && satang !== 0 ? '-' : '';
  return `${sign}${whole}.${String(satang % 100).padStart(2, '0')}`;
}

let bahtFormatter: Intl.NumberFormat | undefined;

function intlBaht(amount: number): string {
  bahtFormatter ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return bahtFormatter.format(amount);
}

/** The same as formatBaht: kept so screens written against the older name need no change. */
export const formatBahtSatang = formatBaht;

/** The contract's formatter: the server's card page writes numbers the same way. */
export const formatPhone = formatThaiPhone;
