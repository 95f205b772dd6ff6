import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { guestPaymentKeys } from './query-keys.ts';

/** GET /api/payment/unvalidated-guest/: visitors and substitutes paying their own fee with slips waiting, by name. */
export function getUnvalidatedGuests(signal?: AbortSignal) {
  return apiRequest(apiRoutes.unvalidatedGuests, { signal });
}

export type UnvalidatedGuest = RouteResponse<typeof apiRoutes.unvalidatedGuests>[number];

export const unvalidatedGuestsQueryOptions = () =>
  queryOptions({
    queryKey: guestPaymentKeys.unvalidated(),
    queryFn: ({ signal }) => getUnvalidatedGuests(signal),
  });

export function useUnvalidatedGuests() {
  return useQuery(unvalidatedGuestsQueryOptions());
}
