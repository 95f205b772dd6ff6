import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { doorKeys } from './query-keys.ts';

export type DoorList = RouteResponse<typeof apiRoutes.doorList>;
export type DoorPerson = DoorList['people'][number];
export type DoorSeat = NonNullable<DoorPerson['seat']>;

/**
 * Two hosts at one door see each other's check-ins within this long. Only while the screen is
 * visible: TanStack Query pauses the interval in a hidden tab (refetchIntervalInBackground is off).
 */
export const DOOR_LIST_REFRESH_MS = 15_000;

/** GET /api/meetings/:id/door/: everyone expected at the meeting, with their seat and check-in. */
export function getDoorList(meetingId: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.doorList, { params: { id: String(meetingId) }, signal });
}

export const doorListQueryOptions = (meetingId: number) =>
  queryOptions({
    queryKey: doorKeys.list(meetingId),
    queryFn: ({ signal }) => getDoorList(meetingId, signal),
    refetchInterval: DOOR_LIST_REFRESH_MS,
  });

export function useDoorList(meetingId: number) {
  return useQuery(doorListQueryOptions(meetingId));
}
