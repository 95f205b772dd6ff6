import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../../lib/api-error.ts';
import type { MeetingRow } from './meeting-repository.ts';

/** The meeting, refused unless it is one of the weekly series: the headcount and cash-up are the weekly meeting's. */
export function weeklyMeeting(row: MeetingRow | null): MeetingRow {
  if (!row) throw ApiError.notFound(apiMessages.eventNotFound);
  if (row.seriesId === null) throw ApiError.nonField(apiMessages.meetingNotWeekly);
  return row;
}

export const toMeetingRef = (row: MeetingRow) => ({
  id: row.id,
  name: row.name,
  starts: row.startsAt.toISOString(),
  ends: row.endsAt.toISOString(),
});
