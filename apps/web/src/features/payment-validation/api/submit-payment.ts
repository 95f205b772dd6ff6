import type { RouteBody } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshBooks } from './refresh-payment-queries.ts';

export type SubmitPaymentBody = RouteBody<typeof apiRoutes.submitPayment>;

/**
 * POST /api/payment/submit/: marks the registrations paid from what was received and the member's
 * credit, keeps any excess as credit and accepts the slips, all or nothing.
 */
export function submitPayment(body: SubmitPaymentBody) {
  return apiRequest(apiRoutes.submitPayment, { body });
}

export function useSubmitPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPayment,
    // On a refusal too: "already confirmed" (by another staff member) means the lists are out of date.
    onSettled: () => refreshBooks(queryClient),
  });
}
