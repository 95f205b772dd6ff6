import { describe, expect, it } from 'vitest';
import type { AttendanceMeeting } from '../api/get-attendance-meetings.ts';
import { formatCalendarDay } from './calendar-day.ts';
import { defaultMeeting } from './default-meeting.ts';

const meeting = (id: number, ends: string, closed = false): AttendanceMeeting => ({
  id,
  name: 'ประชุมประจำสัปดาห์',
  starts: ends,
  ends,
  closed,
  entered: false,
});

const now = Date.parse('2026-03-10T00:00:00Z');

describe('the meeting the attendance tab opens on', () => {
  it('is the newest ended meeting not yet closed, past the coming one', () => {
    const list = [
      meeting(3, '2026-03-12T02:00:00Z'),
      meeting(2, '2026-03-05T02:00:00Z'),
      meeting(1, '2026-02-26T02:00:00Z'),
    ];
    expect(defaultMeeting(list, now)?.id).toBe(2);
  });

  it('is the newest when every ended meeting is closed', () => {
    const list = [meeting(3, '2026-03-12T02:00:00Z'), meeting(2, '2026-03-05T02:00:00Z', true)];
    expect(defaultMeeting(list, now)?.id).toBe(3);
  });

  it('is none when there are no meetings', () => {
    expect(defaultMeeting([], now)).toBeUndefined();
  });
});

describe('a leave day', () => {
  it('is written DD/MM/YYYY', () => {
    expect(formatCalendarDay('2026-03-05')).toBe('05/03/2026');
  });
});
