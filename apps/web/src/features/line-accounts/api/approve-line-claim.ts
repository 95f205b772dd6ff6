import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshLineAccounts } from '../hooks/use-refresh-line-accounts.ts';

/** POST /api/line-accounts/claims/{id}/approve/: the claiming LINE account becomes the member's. */
export function approveLineClaim(id: number) {
  return apiRequest(apiRoutes.approveLineClaim, { params: { id: String(id) } });
}

export function useApproveLineClaim() {
  const refresh = useRefreshLineAccounts();
  // Refused or not, the claim may have changed under the viewer (another staff member decided).
  return useMutation({ mutationFn: approveLineClaim, onSettled: refresh });
}
