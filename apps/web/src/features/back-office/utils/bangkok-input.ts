/**
 * The date pickers (@mantine/dates) speak wall-clock time with no zone: `YYYY-MM-DD HH:mm:ss`. The
 * chapter speaks Bangkok time whatever the admin's computer is set to, so a picker's value is read
 * and written as Bangkok time (UTC+7 all year, no daylight saving), never the device's.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A picker's value: `YYYY-MM-DD HH:mm:ss` (seconds optional), or `YYYY-MM-DD` for a day. */
const PICKER_VALUE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/;

/** An instant as a picker's value in Bangkok: 2026-12-20 18:00:00; null stays null. */
export function toBangkokInput(iso: string | null): string | null {
  if (!iso) return null;
  const wallClock = new Date(new Date(iso).getTime() + BANGKOK_OFFSET_MS).toISOString();
  return `${wallClock.slice(0, 10)} ${wallClock.slice(11, 16)}:00`;
}

/**
 * A picker's value read as Bangkok time, as the API wants it (2026-12-20T18:00:00+07:00); seconds
 * are dropped, as the form never shows them. Null, or anything that is not a date and time, is ''.
 */
export function fromBangkokInput(value: string | null): string {
  const match = value ? PICKER_VALUE.exec(value) : null;
  return match ? `${match[1]}T${match[2]}:00+07:00` : '';
}

/** Today in Bangkok as YYYY-MM-DD, and its year and month (1–12). */
export function bangkokToday(now = new Date()) {
  const date = new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
  return { date, year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}
