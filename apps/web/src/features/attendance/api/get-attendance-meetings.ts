import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from './query-keys.ts';

export type AttendanceMeeting = RouteResponse<typeof apiRoutes.attendanceMeetings>[number];

/** GET /api/attendance/meetings/: the last twelve weeks' meetings and the next, newest first. */
export function getAttendanceMeetings(signal?: AbortSignal) {
  return apiRequest(apiRoutes.attendanceMeetings, { signal });
}

export const attendanceMeetingsQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.meetings(),
    queryFn: ({ signal }) => getAttendanceMeetings(signal),
  });

export function useAttendanceMeetings() {
  return useQuery(attendanceMeetingsQueryOptions());
}
