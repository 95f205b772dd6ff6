import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

export type Confirmation = RouteResponse<typeof apiRoutes.paymentConfirmations>[number];

/** GET /api/payment/confirmation/?month=YYYY-MM: the month's confirmations (Bangkok), newest first. */
export const paymentConfirmationsQueryOptions = (month: string) =>
  queryOptions({
    queryKey: paymentKeys.confirmations(month),
    queryFn: ({ signal }) => apiRequest(apiRoutes.paymentConfirmations, { query: { month }, signal }),
  });

export function usePaymentConfirmations(month: string) {
  return useQuery(paymentConfirmationsQueryOptions(month));
}
