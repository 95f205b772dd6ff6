import type { TAdminMemberRequest } from '@chapter/contract/admin-members';
import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** POST /api/admin/members/ (no id) or PUT /api/admin/members/:id/. */
export function saveMember({ id, member }: { id: number | null; member: TAdminMemberRequest }) {
  return id === null
    ? apiRequest(apiRoutes.adminCreateMember, { body: member })
    : apiRequest(apiRoutes.adminUpdateMember, { params: { id: String(id) }, body: member });
}

export function useSaveMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: saveMember, onSettled: invalidate });
}

/** DELETE /api/admin/members/:id/line-binding/ */
export function removeLineBinding(id: number) {
  return apiRequest(apiRoutes.adminRemoveLineBinding, { params: { id: String(id) } });
}

export function useRemoveLineBinding() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: removeLineBinding, onSettled: invalidate });
}

/** The form's values for a member as the list shows them. */
export function memberRequestOf(member: AdminMember): TAdminMemberRequest {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    phone: member.phone,
    email: member.email,
    company: member.company,
    position: member.position,
    website: member.website,
    roles: member.roles as TAdminMemberRequest['roles'],
    active: member.active,
  };
}
