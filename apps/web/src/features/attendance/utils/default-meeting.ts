import type { AttendanceMeeting } from '../api/get-attendance-meetings.ts';

/**
 * The meeting the tab opens on: the newest that has ended and is not closed yet (the one the Vice
 * President has to close), else the newest. `meetings` come newest first, as the server lists them.
 */
export function defaultMeeting(meetings: readonly AttendanceMeeting[], now: number = Date.now()) {
  return meetings.find((meeting) => !meeting.closed && Date.parse(meeting.ends) <= now) ?? meetings[0];
}
