import type { TLeaveRequest } from '@chapter/contract/attendance';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from './query-keys.ts';

export type LeaveRequest = TLeaveRequest;

/** GET /api/leave/: pending requests first (oldest first), then those decided in the last 90 days. */
export function getLeaveRequests(signal?: AbortSignal) {
  return apiRequest(apiRoutes.leaveRequests, { signal });
}

export const leaveRequestsQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.leave(),
    queryFn: ({ signal }) => getLeaveRequests(signal),
  });

export function useLeaveRequests() {
  return useQuery(leaveRequestsQueryOptions());
}
