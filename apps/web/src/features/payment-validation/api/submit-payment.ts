import type { RouteBody } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberListQueryOptions } from '../../../lib/member-list.ts';
import { profileQueryOptions } from '../../../lib/profile.ts';
import { paymentDetailListKey } from './get-payment-detail-list.ts';
import { unvalidatedMembersQueryOptions } from './get-unvalidated-members.ts';

export type SubmitPaymentBody = RouteBody<typeof apiRoutes.submitPayment>;

/** POST /api/payment/submit/: marks the registrations paid and the slips validated, all or nothing. */
export function submitPayment(body: SubmitPaymentBody) {
  return apiRequest(apiRoutes.submitPayment, { body });
}

export function useSubmitPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPayment,
    // What members owe changes: the waiting list, the slips, the participant list's member list
    // and, should staff have confirmed their own payment, their profile. On a refusal too: "already
    // confirmed" (by another staff member) means these are out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unvalidatedMembersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: paymentDetailListKey }),
        queryClient.invalidateQueries({ queryKey: memberListQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      ]),
  });
}
