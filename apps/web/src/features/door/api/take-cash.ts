import type { TDoorCashRequest } from '@chapter/contract/door';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';
import { doorKeys } from './query-keys.ts';

/** POST /api/meetings/:id/door/cash/: cash handed over at the door for one open seat. */
export function takeCash(meetingId: number, body: TDoorCashRequest) {
  return apiRequest(apiRoutes.doorTakeCash, { params: { id: String(meetingId) }, body });
}

export function useTakeCash(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDoorCashRequest) => takeCash(meetingId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doorKeys.list(meetingId) }),
        // A seat paid (or credit given) changes what the payment screens show.
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
      ]),
  });
}
