import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { lineAccountKeys } from './query-keys.ts';

export type LineAccountMember = RouteResponse<typeof apiRoutes.lineAccountMembers>[number];

/** GET /api/line-accounts/members/: active members, their LINE binding and live invitation. */
export function getLineAccountMembers(signal?: AbortSignal) {
  return apiRequest(apiRoutes.lineAccountMembers, { signal });
}

export const lineAccountMembersQueryOptions = () =>
  queryOptions({
    queryKey: lineAccountKeys.members(),
    queryFn: ({ signal }) => getLineAccountMembers(signal),
  });

export function useLineAccountMembers() {
  return useQuery(lineAccountMembersQueryOptions());
}
