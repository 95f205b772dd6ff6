import { describe, expect, it } from 'vitest';
import { bangkokTime } from '../../../lib/bangkok-time.ts';
import { comingWeeks, meetingTimes, weekOf } from './weeks.ts';

const thursdays = { weekday: 4, startMinute: 6 * 60 + 30, endMinute: 8 * 60 + 30, weeksAhead: 3 };

describe('the weeks of a meeting series, in Bangkok time', () => {
  it('names a week by its Monday in Bangkok, whatever the day is in UTC', () => {
    // Monday 00:30 in Bangkok is still Sunday in UTC.
    expect(weekOf(bangkokTime(2027, 2, 8, 0, 30))).toBe('2027-03-08');
    expect(weekOf(bangkokTime(2027, 2, 7, 23, 30))).toBe('2027-03-01');
    expect(weekOf(bangkokTime(2027, 2, 14, 12))).toBe('2027-03-08');
  });

  it("places a Sunday meeting at the end of its week, Monday's at the start", () => {
    expect(meetingTimes({ ...thursdays, weekday: 0 }, '2027-03-08').startsAt).toEqual(bangkokTime(2027, 2, 14, 6, 30));
    expect(meetingTimes({ ...thursdays, weekday: 1 }, '2027-03-08').endsAt).toEqual(bangkokTime(2027, 2, 8, 8, 30));
  });

  it('counts only meetings that have not started: this week is skipped from the moment its meeting begins', () => {
    expect(comingWeeks(thursdays, bangkokTime(2027, 2, 4, 6, 29))).toEqual(['2027-03-01', '2027-03-08', '2027-03-15']);
    expect(comingWeeks(thursdays, bangkokTime(2027, 2, 4, 6, 30))).toEqual(['2027-03-08', '2027-03-15', '2027-03-22']);
  });

  it('crosses the new year without losing a week', () => {
    expect(comingWeeks({ ...thursdays, weeksAhead: 2 }, bangkokTime(2026, 11, 28, 9))).toEqual([
      '2026-12-28',
      '2027-01-04',
    ]);
  });
});
