/**
 * `<input type="datetime-local">` speaks the device's wall-clock time with no zone. The chapter
 * speaks Bangkok time whatever the admin's computer is set to, so the value is read and written as
 * Bangkok time (UTC+7 all year, no daylight saving).
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as a datetime-local value in Bangkok: 2026-12-20T18:00. */
export function toBangkokInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Bangkok time, as the API wants it; '' stays ''. */
export function fromBangkokInput(value: string): string {
  return value ? `${value}:00+07:00` : '';
}

/** Today in Bangkok as YYYY-MM-DD, and its year and month (1–12). */
export function bangkokToday(now = new Date()) {
  const date = new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
  return { date, year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}
