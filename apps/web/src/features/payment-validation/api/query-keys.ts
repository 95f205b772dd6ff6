import { paymentKeys } from '../../../lib/query-keys.ts';

/*
 * The query keys only payment validation uses (lib/query-keys.ts holds the shared ones): the
 * guests' side of the queue (issue 34). Under `paymentKeys.all`, so whatever refreshes every
 * payment query refreshes these too; apart from the members' keys, so member 5 and guest 5 never
 * share an entry.
 */
export const guestPaymentKeys = {
  all: [...paymentKeys.all, 'guest'] as const,
  unvalidated: () => [...guestPaymentKeys.all, 'unvalidated'] as const,
  /** Every guest's slips, to refresh them all at once. */
  detailLists: () => [...guestPaymentKeys.all, 'detail-list'] as const,
  detailList: (guestId: number) => [...guestPaymentKeys.detailLists(), guestId] as const,
};
