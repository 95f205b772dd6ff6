import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * GET /api/config/: the chapter name, bank details and LIFF ids. Shared by several screens
 * (login now; payment and the mini-app later), so it lives here rather than in one feature.
 */
export function getConfig(signal?: AbortSignal) {
  return apiRequest(apiRoutes.config, { signal });
}

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // It changes when the server is redeployed or an admin saves the settings (which refreshes it).
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConfig() {
  return useQuery(configQueryOptions());
}
