import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { memberKeys } from './query-keys.ts';

/**
 * GET /api/member/list/ (staff): active members by name, with what they owe and for which events.
 * The participant list shows it and payment validation changes it (confirming a payment lowers
 * what a member owes), so it lives here rather than in one feature (features do not import each other).
 */
export function getMemberList(signal?: AbortSignal) {
  return apiRequest(apiRoutes.memberList, { signal });
}

export type MemberListItem = RouteResponse<typeof apiRoutes.memberList>[number];

export const memberListQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.list(),
    queryFn: ({ signal }) => getMemberList(signal),
  });

export function useMemberList() {
  return useQuery(memberListQueryOptions());
}
