import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** DELETE /api/payment/delete/:id/: only the member's own slips that staff have not validated. */
export function deleteSlip(slipId: number) {
  return apiRequest(apiRoutes.deleteSlip, { params: { id: String(slipId) } });
}

export function useDeleteSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlip,
    // On a refusal too: "already validated" means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.history() }),
  });
}
