import type { QueryClient } from '@tanstack/react-query';
import { memberListQueryOptions } from '../../../lib/member-list.ts';
import { profileQueryOptions } from '../../../lib/profile.ts';
import { paymentDetailListKey } from './get-payment-detail-list.ts';
import { unvalidatedMembersQueryOptions } from './get-unvalidated-members.ts';

/** The queue of members waiting and their slips: what every validation action changes. */
export function refreshQueue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: unvalidatedMembersQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: paymentDetailListKey }),
  ]);
}

/**
 * What a member owes or holds as credit changed: the queue, the participant list's member list
 * and, should staff have confirmed their own payment, their profile.
 */
export function refreshBooks(queryClient: QueryClient) {
  return Promise.all([
    refreshQueue(queryClient),
    queryClient.invalidateQueries({ queryKey: memberListQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  ]);
}
