import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/payment/promptpay/?registrations=12,15: the QR code for the ticked owed registrations,
 * less the member's credit. The server works out the amount from the books, so a stale screen
 * cannot ask for the wrong sum; it refuses ids that are no longer owed.
 */
export function getPromptPayQr(registrationIds: readonly number[], signal?: AbortSignal) {
  return apiRequest(apiRoutes.promptPayQr, { query: { registrations: registrationIds.join(',') }, signal });
}

export type PromptPayQr = RouteResponse<typeof apiRoutes.promptPayQr>;

export const promptPayQrQueryOptions = (registrationIds: readonly number[]) =>
  queryOptions({
    queryKey: paymentKeys.promptPay(registrationIds),
    queryFn: ({ signal }) => getPromptPayQr(registrationIds, signal),
    // Nothing ticked means nothing to pay: "absent" would mean every owed registration to the server.
    enabled: registrationIds.length > 0,
    // While the next ticks' code loads, the last one stays on screen (dimmed) instead of a blank.
    placeholderData: keepPreviousData,
  });

export function usePromptPayQr(registrationIds: readonly number[]) {
  return useQuery(promptPayQrQueryOptions(registrationIds));
}
