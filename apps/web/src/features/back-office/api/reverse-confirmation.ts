import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKeys, paymentKeys } from '../../../lib/query-keys.ts';

/** POST /api/payment/confirmation/:id/reverse/ with the Admin's reason. */
export function reverseConfirmation({ id, reason }: { id: number; reason: string }) {
  return apiRequest(apiRoutes.reverseConfirmation, { params: { id: String(id) }, body: { reason } });
}

/**
 * A reversal changes what the member owes, their credit and their slips: every payment query
 * (this list, the validation queue) and what members owe are read again.
 */
export function useReverseConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseConfirmation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
      ]),
  });
}
