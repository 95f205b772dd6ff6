import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { attendanceKeys } from './query-keys.ts';
import { ITEM_QUERY_STALE_MS } from './use-drawn-in-steps.ts';

/**
 * GET /api/attendance/mine/: the signed-in member's attendance (issue 35): absences in six months
 * against the chapter's thresholds, their answer for each coming meeting, the closed meetings and
 * their leave. The events screen (its meeting cards' "I will miss it") and the profile both read
 * it, so it lives here rather than in one feature (features do not import each other).
 */
export function getMyAttendance(signal?: AbortSignal) {
  return apiRequest(apiRoutes.myAttendance, { signal });
}

export type MyAttendance = RouteResponse<typeof apiRoutes.myAttendance>;

export const myAttendanceQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.mine(),
    queryFn: ({ signal }) => getMyAttendance(signal),
    // Read by every meeting card as the cards are drawn one by one (use-drawn-in-steps.ts).
    staleTime: ITEM_QUERY_STALE_MS,
  });

export function useMyAttendance() {
  return useQuery(myAttendanceQueryOptions());
}
