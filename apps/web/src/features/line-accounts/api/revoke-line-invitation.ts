import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshLineAccounts } from '../hooks/use-refresh-line-accounts.ts';

/** DELETE /api/line-accounts/invitations/{id}/: the link stops working at once. */
export function revokeLineInvitation(id: number) {
  return apiRequest(apiRoutes.revokeLineInvitation, { params: { id: String(id) } });
}

export function useRevokeLineInvitation() {
  const refresh = useRefreshLineAccounts();
  return useMutation({ mutationFn: revokeLineInvitation, onSettled: refresh });
}
