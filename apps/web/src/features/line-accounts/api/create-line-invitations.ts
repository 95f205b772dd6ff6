import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshLineAccounts } from '../hooks/use-refresh-line-accounts.ts';

export type CreatedInvitation = RouteResponse<typeof apiRoutes.createLineInvitations>['invitations'][number];

/**
 * POST /api/line-accounts/invitations/: one-time links for these members, each replacing the
 * member's unused one. The answer is the only time the links are seen (only their hashes are kept).
 */
export function createLineInvitations(memberIds: number[]) {
  return apiRequest(apiRoutes.createLineInvitations, { body: { members: memberIds } });
}

export function useCreateLineInvitations() {
  const refresh = useRefreshLineAccounts();
  return useMutation({ mutationFn: createLineInvitations, onSettled: refresh });
}
