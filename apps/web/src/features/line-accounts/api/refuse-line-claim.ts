import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshLineAccounts } from '../hooks/use-refresh-line-accounts.ts';

/** POST /api/line-accounts/claims/{id}/refuse/: the LINE account gets no token and may claim again. */
export function refuseLineClaim(id: number) {
  return apiRequest(apiRoutes.refuseLineClaim, { params: { id: String(id) } });
}

export function useRefuseLineClaim() {
  const refresh = useRefreshLineAccounts();
  return useMutation({ mutationFn: refuseLineClaim, onSettled: refresh });
}
