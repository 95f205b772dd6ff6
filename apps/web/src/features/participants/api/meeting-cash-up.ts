import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { meetingMoneyKeys } from './query-keys.ts';

export type CashUp = RouteResponse<typeof apiRoutes.meetingCashUp>;

/** GET /api/meetings/:id/cash-up/: expected against received, each seat and difference, who closed it. */
export function getMeetingCashUp(meetingId: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.meetingCashUp, { params: { id: String(meetingId) }, signal });
}

export const meetingCashUpQueryOptions = (meetingId: number) =>
  queryOptions({
    queryKey: meetingMoneyKeys.cashUp(meetingId),
    queryFn: ({ signal }) => getMeetingCashUp(meetingId, signal),
  });

export function useMeetingCashUp(meetingId: number) {
  return useQuery(meetingCashUpQueryOptions(meetingId));
}

/** POST /api/meetings/:id/cash-up/close/: the treasurer keeps the figures once the meeting has ended. */
export function closeCashUp(meetingId: number) {
  return apiRequest(apiRoutes.closeCashUp, { params: { id: String(meetingId) } });
}

export function useCloseCashUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCashUp,
    // Awaited, so the button spins until the dialog says who closed it; on a refusal too
    // ("already closed" means this dialog is out of date).
    onSettled: (_data, _error, meetingId) =>
      queryClient.invalidateQueries({ queryKey: meetingMoneyKeys.cashUp(meetingId) }),
  });
}
