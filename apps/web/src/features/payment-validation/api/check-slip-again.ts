import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshQueue } from './refresh-payment-queries.ts';

/** POST /api/payment/slip/:id/check/: asks the slip-verification provider again (issue 17). */
export function checkSlipAgain(slipId: number) {
  return apiRequest(apiRoutes.checkSlipAgain, { params: { id: String(slipId) } });
}

export function useCheckSlipAgain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkSlipAgain, onSettled: () => refreshQueue(queryClient) });
}
