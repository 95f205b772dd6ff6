import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshQueue } from './refresh-payment-queries.ts';

/** POST /api/payment/refuse/:id/: the slip counts for nothing; the member sees the reason. */
export function refuseSlip({ slipId, reason }: { slipId: number; reason: string }) {
  return apiRequest(apiRoutes.refuseSlip, { params: { id: String(slipId) }, body: { reason } });
}

export function useRefuseSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseSlip,
    // Nothing owed changes, but a member whose last waiting slip this was leaves the queue.
    onSettled: () => refreshQueue(queryClient),
  });
}
