import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { doorKeys } from './query-keys.ts';

export type DoorMeetings = RouteResponse<typeof apiRoutes.doorMeetings>;
export type DoorMeeting = DoorMeetings['meetings'][number];

/** GET /api/door/meetings/: the weekly meetings from yesterday to a week ahead, and the one to open. */
export function getDoorMeetings(signal?: AbortSignal) {
  return apiRequest(apiRoutes.doorMeetings, { signal });
}

export const doorMeetingsQueryOptions = () =>
  queryOptions({
    queryKey: doorKeys.meetings(),
    queryFn: ({ signal }) => getDoorMeetings(signal),
  });

export function useDoorMeetings() {
  return useQuery(doorMeetingsQueryOptions());
}
