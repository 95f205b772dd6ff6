import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { meetingMoneyKeys } from './query-keys.ts';

export type Headcount = RouteResponse<typeof apiRoutes.meetingHeadcount>;

/** GET /api/meetings/:id/headcount/: how many to tell the venue, and who is left out (leave, will miss). */
export function getMeetingHeadcount(meetingId: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.meetingHeadcount, { params: { id: String(meetingId) }, signal });
}

export const meetingHeadcountQueryOptions = (meetingId: number) =>
  queryOptions({
    queryKey: meetingMoneyKeys.headcount(meetingId),
    queryFn: ({ signal }) => getMeetingHeadcount(meetingId, signal),
  });

export function useMeetingHeadcount(meetingId: number) {
  return useQuery(meetingHeadcountQueryOptions(meetingId));
}
