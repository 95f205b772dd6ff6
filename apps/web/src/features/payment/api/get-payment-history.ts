import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** GET /api/payment/history/: the member's own slips, newest first. */
export function getPaymentHistory(signal?: AbortSignal) {
  return apiRequest(apiRoutes.paymentHistory, { signal });
}

export type Slip = RouteResponse<typeof apiRoutes.paymentHistory>[number];

export const paymentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.history(),
    queryFn: ({ signal }) => getPaymentHistory(signal),
    // The image links are signed for an hour; refetch well before they stop working.
    staleTime: 5 * 60 * 1000,
    refetchInterval: 30 * 60 * 1000,
  });

export function usePaymentHistory() {
  return useQuery(paymentHistoryQueryOptions());
}
