import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { lineAccountKeys } from './query-keys.ts';

export type LineClaim = RouteResponse<typeof apiRoutes.lineClaims>[number];

/** GET /api/line-accounts/claims/: pending claims, oldest first, each with why it cannot be approved. */
export function getLineClaims(signal?: AbortSignal) {
  return apiRequest(apiRoutes.lineClaims, { signal });
}

export const lineClaimsQueryOptions = () =>
  queryOptions({
    queryKey: lineAccountKeys.claims(),
    queryFn: ({ signal }) => getLineClaims(signal),
  });

export function useLineClaims() {
  return useQuery(lineClaimsQueryOptions());
}
