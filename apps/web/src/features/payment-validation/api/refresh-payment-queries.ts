import type { QueryClient } from '@tanstack/react-query';
import { eventKeys, memberKeys, paymentKeys } from '../../../lib/query-keys.ts';
import { guestPaymentKeys } from './query-keys.ts';

/**
 * The queue of members and guests waiting and their slips: what every validation action changes.
 * The confirm and credit routes serve both (issue 34), so both sides are refreshed after any of them.
 */
export function refreshQueue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.unvalidatedMembers() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.detailLists() }),
    queryClient.invalidateQueries({ queryKey: guestPaymentKeys.all }),
  ]);
}

/**
 * What a member or guest owes or holds as credit changed: the queue, the participant list's member
 * list and each event's guests with whether they paid (issue 34), and, should staff have confirmed
 * their own payment, their profile.
 */
export function refreshBooks(queryClient: QueryClient) {
  return Promise.all([
    refreshQueue(queryClient),
    queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.months() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
  ]);
}
