import { PALMS, type TAttendanceRow, type TAttendanceSheet, type TPalms } from '@chapter/contract/attendance';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import { ApiError } from '../../lib/api-error.ts';
import type { MeetingRow } from './repository.ts';

/*
 * The PALMS sheet's answer from a meeting and its rows, and the refusals every action shares; no
 * SQL, so the service stays about the order of things.
 */

/** A row as the repository reads it: a preview has no closing status and is never corrected. */
export interface SheetRow {
  memberId: number;
  firstName: string;
  lastName: string;
  status: TPalms;
  visitors: number;
  closedStatus?: TPalms | null;
  correctedAt?: Date | null;
}

/** The meeting, refused unless it is one of the weekly series: PALMS are the weekly meeting's. */
export function weeklyMeeting(row: MeetingRow | null): MeetingRow {
  if (!row) throw ApiError.notFound(apiMessages.eventNotFound);
  if (row.seriesId === null) throw ApiError.nonField(apiMessages.meetingNotWeekly);
  return row;
}

/** The meeting's closing, refused when there is none yet. */
export function closedMeeting(row: MeetingRow): MeetingRow & { closedAt: Date } {
  if (row.closedAt === null) throw ApiError.detail(409, apiMessages.attendanceNotClosed);
  return row as MeetingRow & { closedAt: Date };
}

export const meetingRef = (row: { id: number; name: string; startsAt: Date; endsAt: Date }) => ({
  id: row.id,
  name: row.name,
  starts: row.startsAt.toISOString(),
  ends: row.endsAt.toISOString(),
});

export const toRow = (row: SheetRow): TAttendanceRow => ({
  member: row.memberId,
  name: fullName(row.firstName, row.lastName),
  status: row.status,
  visitors: row.visitors,
  closed_status: row.closedStatus ?? null,
  corrected: (row.correctedAt ?? null) !== null,
});

/** Rows by the member's name as Thai readers sort it (the BNI Connect roster's order), then by id. */
export function byName(rows: readonly SheetRow[]): TAttendanceRow[] {
  return rows.map(toRow).sort((a, b) => a.name.localeCompare(b.name, 'th') || a.member - b.member);
}

export function totalsOf(rows: readonly { status: TPalms; visitors: number }[]): TAttendanceSheet['totals'] {
  const totals = { P: 0, A: 0, L: 0, M: 0, S: 0, V: 0 };
  for (const row of rows) {
    totals[row.status] += 1;
    totals.V += row.visitors;
  }
  return totals;
}

export function sheetOf(meeting: MeetingRow, rows: readonly SheetRow[], now: Date): TAttendanceSheet {
  const sorted = byName(rows);
  return {
    meeting: meetingRef(meeting),
    ended: meeting.endsAt <= now,
    closed:
      meeting.closedAt === null
        ? null
        : { at: meeting.closedAt.toISOString(), by_name: fullName(meeting.closerFirstName, meeting.closerLastName) },
    entered:
      meeting.enteredAt === null
        ? null
        : { at: meeting.enteredAt.toISOString(), by_name: fullName(meeting.entererFirstName, meeting.entererLastName) },
    rows: sorted,
    totals: totalsOf(sorted),
  };
}

/** How many of each letter, for the audit entry of a closing. */
export function countsOf(rows: readonly { status: TPalms; visitors: number }[]): Record<string, number> {
  const totals = totalsOf(rows);
  return Object.fromEntries([...PALMS, 'V' as const].map((key) => [key, totals[key]]));
}
