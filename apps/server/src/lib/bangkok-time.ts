/** Asia/Bangkok is UTC+7 all year (no daylight saving), so its wall-clock times are plain arithmetic. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export function bangkokTime(year: number, monthIndex: number, day: number, hour: number, minute = 0): Date {
  return new Date(Date.UTC(year, monthIndex, day, hour, minute) - BANGKOK_OFFSET_MS);
}

/** Year and month (0-11) of an instant in Bangkok, shifted by `delta` months. */
export function bangkokMonth(now: Date, delta = 0): { year: number; monthIndex: number } {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  const total = local.getUTCFullYear() * 12 + local.getUTCMonth() + delta;
  return { year: Math.floor(total / 12), monthIndex: total % 12 };
}

/** The days of a month that fall on the given weekday (0 = Sunday). */
export function weekdaysOf(year: number, monthIndex: number, weekday: number): number[] {
  const days: number[] = [];
  const daysInMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  for (let day = 1; day <= daysInMonth; day++) {
    if (new Date(Date.UTC(year, monthIndex, day)).getUTCDay() === weekday) days.push(day);
  }
  return days;
}

/** The date of an instant in Bangkok, as YYYY-MM-DD. */
export function bangkokDate(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Bangkok wall clock of an instant, as a Date whose UTC fields read it (what a spreadsheet date holds). */
export function bangkokWallClock(instant: Date | string): Date {
  return new Date(new Date(instant).getTime() + BANGKOK_OFFSET_MS);
}

/** An instant as Thai members read it: DD/MM/YYYY HH:mm in Bangkok, Gregorian year; without the time with `dateOnly`. */
export function bangkokDateTimeText(instant: Date | string, dateOnly = false): string {
  const iso = bangkokWallClock(instant).toISOString();
  const date = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return dateOnly ? date : `${date} ${iso.slice(11, 16)}`;
}
