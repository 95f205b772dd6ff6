import type { QueryClient } from '@tanstack/react-query';
import { memberKeys, paymentKeys } from '../../../lib/query-keys.ts';

/** The queue of members waiting and their slips: what every validation action changes. */
export function refreshQueue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.unvalidatedMembers() }),
    queryClient.invalidateQueries({ queryKey: paymentKeys.detailLists() }),
  ]);
}

/**
 * What a member owes or holds as credit changed: the queue, the participant list's member list
 * and, should staff have confirmed their own payment, their profile.
 */
export function refreshBooks(queryClient: QueryClient) {
  return Promise.all([
    refreshQueue(queryClient),
    queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
  ]);
}
