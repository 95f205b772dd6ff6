import type { TAdminMemberRequest } from '@chapter/contract/admin-members';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AdminMember, useInvalidateMembers } from './admin-members.ts';

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
