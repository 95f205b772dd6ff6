import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKeys } from '../../../lib/query-keys.ts';
import { adminKeys } from './query-keys.ts';

export type AdminMember = RouteResponse<typeof apiRoutes.adminMembers>[number];

/** GET /api/admin/members/?search: every member, inactive ones too, by name. */
export function getAdminMembers(search: string, signal?: AbortSignal) {
  return apiRequest(apiRoutes.adminMembers, { query: search ? { search } : {}, signal });
}

export const adminMembersQueryOptions = (search = '') =>
  queryOptions({
    queryKey: adminKeys.memberSearch(search),
    queryFn: ({ signal }) => getAdminMembers(search, signal),
    // While the admin types, keep the last list on screen rather than flashing a loader.
    placeholderData: keepPreviousData,
  });

export function useAdminMembers(search: string) {
  return useQuery(adminMembersQueryOptions(search));
}

/** The back office's lists and the staff's member list both show members. */
export function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.members() }),
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    ]);
}
