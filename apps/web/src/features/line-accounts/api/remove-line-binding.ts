import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isSecretaryTreasurer } from '../../../lib/session.ts';
import { useRefreshLineAccounts } from '../hooks/use-refresh-line-accounts.ts';

/**
 * Unbinds a member's LINE account: the member is signed out everywhere and binds again with an
 * invitation or an approved claim. A Secretary/Treasurer uses the staff route; an Admin without
 * that role the back office's (the server applies the same rules to both, ADR 25).
 */
export function removeLineBinding(memberId: number) {
  return isSecretaryTreasurer()
    ? apiRequest(apiRoutes.removeLineBinding, { params: { memberId: String(memberId) } })
    : apiRequest(apiRoutes.adminRemoveLineBinding, { params: { id: String(memberId) } });
}

export function useRemoveLineBinding() {
  const refresh = useRefreshLineAccounts();
  return useMutation({ mutationFn: removeLineBinding, onSettled: refresh });
}
