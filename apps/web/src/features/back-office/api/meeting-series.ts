import type { TMeetingSeriesRequest } from '@chapter/contract/meetings';
import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateEvents } from './admin-events.ts';
import { adminKeys } from './query-keys.ts';

export type MeetingSeriesView = RouteResponse<typeof apiRoutes.adminMeetingSeries>;

/** GET /api/admin/meeting-series/: the weekly meeting (null until set) and its meetings from last week on. */
export const meetingSeriesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.meetingSeries(),
    queryFn: ({ signal }) => apiRequest(apiRoutes.adminMeetingSeries, { signal }),
  });

export function useMeetingSeries() {
  return useQuery(meetingSeriesQueryOptions());
}

/** PUT /api/admin/meeting-series/ */
export function saveMeetingSeries(series: TMeetingSeriesRequest) {
  return apiRequest(apiRoutes.adminSaveMeetingSeries, { body: series });
}

export function useSaveMeetingSeries() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: saveMeetingSeries,
    onSuccess: ({ series, meetings }) =>
      queryClient.setQueryData(meetingSeriesQueryOptions().queryKey, { series, meetings }),
    // Saving made, changed or removed coming meetings: the month views and members' lists show them.
    onSettled: invalidate,
  });
}
