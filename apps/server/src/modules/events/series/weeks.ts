import { bangkokDate } from '../../../lib/bangkok-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Asia/Bangkok is UTC+7 all year. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** What places a series' meetings in time. */
export interface SeriesClock {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
  weeksAhead: number;
}

/** A week is named by its Monday in Bangkok, YYYY-MM-DD: a meeting moved to another weekday stays in its week. */
export function weekOf(instant: Date): string {
  const day = new Date(`${bangkokDate(instant)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The week `weeks` after the given one. */
export function weekAfter(week: string, weeks: number): string {
  return new Date(Date.parse(`${week}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** When the series' meeting of a week starts and ends. */
export function meetingTimes(series: SeriesClock, week: string): { startsAt: Date; endsAt: Date } {
  const daysFromMonday = (series.weekday + 6) % 7;
  const midnight = Date.parse(`${week}T00:00:00Z`) + daysFromMonday * DAY_MS - BANGKOK_OFFSET_MS;
  return {
    startsAt: new Date(midnight + series.startMinute * MINUTE_MS),
    endsAt: new Date(midnight + series.endMinute * MINUTE_MS),
  };
}

/**
 * The weeks whose meetings should exist now: the next `weeksAhead` meetings that have not started.
 * A meeting that has started is never made afterwards (nobody could register for it).
 */
export function comingWeeks(series: SeriesClock, now: Date): string[] {
  const thisWeek = weekOf(now);
  const weeks: string[] = [];
  for (let offset = 0; weeks.length < series.weeksAhead; offset++) {
    const week = weekAfter(thisWeek, offset);
    if (meetingTimes(series, week).startsAt > now) weeks.push(week);
  }
  return weeks;
}
