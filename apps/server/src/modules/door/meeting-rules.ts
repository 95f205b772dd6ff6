import type { TDoorMeeting } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { DoorRepository } from './repository.ts';

export type DoorMeeting = NonNullable<Awaited<ReturnType<DoorRepository['meeting']>>>;

/** A weekly meeting (ADR 53): the door knows no other events. */
export async function weeklyMeeting(
  repository: DoorRepository,
  db: DbOrTx | undefined,
  eventId: number,
): Promise<DoorMeeting> {
  const meeting = await repository.meeting(db, eventId);
  if (!meeting) throw ApiError.notFound(apiMessages.eventNotFound);
  if (meeting.seriesId === null) throw ApiError.nonField(apiMessages.doorOnlyForMeetings);
  return meeting;
}

/** A weekly meeting people may still be checked in at: not cancelled, its attendance not closed. */
export async function openMeeting(
  repository: DoorRepository,
  db: DbOrTx | undefined,
  eventId: number,
): Promise<DoorMeeting> {
  const meeting = await weeklyMeeting(repository, db, eventId);
  if (meeting.cancelledAt !== null) throw ApiError.detail(409, apiMessages.doorMeetingCancelled);
  // In a write's transaction, the closing is read again once one under way has committed.
  const closedAt = meeting.closedAt ?? (db === undefined ? null : await repository.closedAt(db, eventId));
  if (closedAt !== null) throw ApiError.detail(409, apiMessages.attendanceClosedNoCheckIn);
  return meeting;
}

/** The on-time mark: the start plus the series' minutes (10 when the series is gone). */
export function onTimeUntil(meeting: { startsAt: Date; onTimeMinutes: number | null }): Date {
  return new Date(meeting.startsAt.getTime() + (meeting.onTimeMinutes ?? 10) * 60_000);
}

/** A meeting as the door's screens read it. */
export function toDoorMeeting(meeting: {
  id: number;
  name: string;
  locationName: string;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
  onTimeMinutes: number | null;
}): TDoorMeeting {
  return {
    id: meeting.id,
    name: meeting.name,
    location_name: meeting.locationName,
    starts: meeting.startsAt.toISOString(),
    ends: meeting.endsAt.toISOString(),
    on_time_until: onTimeUntil(meeting).toISOString(),
    cancelled: meeting.cancelledAt !== null,
  };
}
