import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guestPaymentKeys } from './query-keys.ts';

/** GET /api/payment/guest-detail-list/:guestId/: one guest's slips, those waiting first. */
export function getGuestPaymentDetailList(guestId: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.guestPaymentDetailList, { params: { guestId: String(guestId) }, signal });
}

export const guestPaymentDetailListQueryOptions = (guestId: number) =>
  queryOptions({
    queryKey: guestPaymentKeys.detailList(guestId),
    queryFn: ({ signal }) => getGuestPaymentDetailList(guestId, signal),
    // As a member's: the image links are signed for an hour; refetch well before they stop working.
    staleTime: 5 * 60 * 1000,
    refetchInterval: 30 * 60 * 1000,
  });
