import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ITEM_QUERY_STALE_MS } from '../../../lib/use-drawn-in-steps.ts';
import { visitorKeys } from './query-keys.ts';

export type MyVisitor = RouteResponse<typeof apiRoutes.myVisitors>[number];
export type CreatedVisitInvitation = RouteResponse<typeof apiRoutes.createVisitInvitation>;

/** GET /api/meetings/visitors/: whom the member invited, newest first, and where each stands. */
export function getMyVisitors(signal?: AbortSignal) {
  return apiRequest(apiRoutes.myVisitors, { signal });
}

export const myVisitorsQueryOptions = () =>
  queryOptions({
    queryKey: visitorKeys.mine(),
    queryFn: ({ signal }) => getMyVisitors(signal),
    // Asked with the event screen, read once its cards are drawn one by one (use-drawn-in-steps.ts).
    staleTime: ITEM_QUERY_STALE_MS,
  });

export function useMyVisitors() {
  return useQuery(myVisitorsQueryOptions());
}

/** POST /api/meetings/:id/invitations/: a new link for one visitor to a meeting that has not started. */
export function createVisitInvitation(eventId: number) {
  return apiRequest(apiRoutes.createVisitInvitation, { params: { id: String(eventId) } });
}

/**
 * A new invitation is a new line in the member's visitors ("not registered yet"). Not awaited: the
 * link is shared at once, while the list refreshes (LINE's picker wants the tap that asked for it).
 */
export function useCreateVisitInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVisitInvitation,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: visitorKeys.all });
    },
  });
}
