import { formatThaiPhone } from '@chapter/contract/phone';
import * as th from '../i18n/th.ts';
/**
 * Dates, times and money as the chapter reads them: always Bangkok time whatever the device is
 * set to, Gregorian years (a Thai locale would give Buddhist-era years), DD/MM/YYYY and HH:mm.
 */
export const CHAPTER_TIME_ZONE = 'Asia/Bangkok';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
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

type DateInput = string | number | Date;

function bangkokParts(value: DateInput) {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(new Date(value))) parts[part.type] = part.value;
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

const bahtWithSatang = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 1,250.00, 0.00, 1,250.50: every sum of money on every screen, always with satang, so a price
 * beside a slip amount or a credit reads the same way. No currency sign; screens add "บาท".
 */
export function formatBaht(amount: number): string {
  return bahtWithSatang.format(amount);
}

/** The same as formatBaht: kept so screens written against the older name need no change. */
export const formatBahtSatang = formatBaht;

/** The contract's formatter: the server's card page writes numbers the same way. */
export const formatPhone = formatThaiPhone;
