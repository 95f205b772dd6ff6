import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { memberKeys } from './query-keys.ts';

/**
 * GET /api/member/profile/: the signed-in member, what they owe and their registrations. Shared
 * by the profile and payment screens, and refreshed by the event and slip mutations, so it lives
 * here rather than in one feature (features do not import each other).
 */
export function getProfile(signal?: AbortSignal) {
  return apiRequest(apiRoutes.profile, { signal });
}

export type Profile = RouteResponse<typeof apiRoutes.profile>;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
