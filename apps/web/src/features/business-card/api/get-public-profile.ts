import { pathOf, type RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/member/public-profile/{id}/: a member's card, by its public card id; no token needed. */
export function getPublicProfile(id: string, signal?: AbortSignal) {
  return apiRequest(apiRoutes.publicProfile, { params: { id }, signal });
}

export type PublicProfile = RouteResponse<typeof apiRoutes.publicProfile>;

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['member', 'public-profile', id],
    queryFn: ({ signal }) => getPublicProfile(id, signal),
    // Someone looking at a card is not editing it: no refetch each time they come back to the tab.
    refetchOnWindowFocus: false,
  });

export function usePublicProfile(id: string) {
  return useQuery(publicProfileQueryOptions(id));
}

/** GET /api/member/vcard/{id}/: the contact file, opened by the browser itself (a plain link). */
export const vCardUrl = (id: string) => pathOf(apiRoutes.vcard, { id });
