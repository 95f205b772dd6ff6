import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** GET /api/payment/detail-list/:memberId/: one member's slips, those waiting first. */
export function getPaymentDetailList(memberId: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.paymentDetailList, { params: { memberId: String(memberId) }, signal });
}

export type MemberSlip = RouteResponse<typeof apiRoutes.paymentDetailList>[number];

/** The key of every member's slips, to refresh them all at once. */
export const paymentDetailListQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: paymentKeys.detailList(memberId),
    queryFn: ({ signal }) => getPaymentDetailList(memberId, signal),
    // The image links are signed for an hour; refetch well before they stop working.
    staleTime: 5 * 60 * 1000,
    refetchInterval: 30 * 60 * 1000,
  });

export function usePaymentDetailList(memberId: number) {
  return useQuery(paymentDetailListQueryOptions(memberId));
}
