import type { RouteBody } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshBooks } from './refresh-payment-queries.ts';

export type AcceptCreditBody = RouteBody<typeof apiRoutes.acceptSlipsAsCredit>;

/** POST /api/payment/accept-credit/: accepts the slips and keeps all that was received as the member's credit. */
export function acceptCredit(body: AcceptCreditBody) {
  return apiRequest(apiRoutes.acceptSlipsAsCredit, { body });
}

export function useAcceptCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCredit,
    onSettled: () => refreshBooks(queryClient),
  });
}
