import type { TSubstituteRequest } from '@chapter/contract/meetings';
import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys, eventKeys, memberKeys } from '../../../lib/query-keys.ts';
import { ITEM_QUERY_STALE_MS } from '../../../lib/use-drawn-in-steps.ts';
import { substituteKeys } from './query-keys.ts';

export type Substitute = RouteResponse<typeof apiRoutes.mySubstitutes>[number];

/** GET /api/meetings/substitutes/: the substitutes the member sends to meetings that have not ended. */
export function getMySubstitutes(signal?: AbortSignal) {
  return apiRequest(apiRoutes.mySubstitutes, { signal });
}

export const mySubstitutesQueryOptions = () =>
  queryOptions({
    queryKey: substituteKeys.mine(),
    queryFn: ({ signal }) => getMySubstitutes(signal),
    // Read by every meeting card as the cards are drawn one by one (use-drawn-in-steps.ts).
    staleTime: ITEM_QUERY_STALE_MS,
  });

export function useMySubstitutes() {
  return useQuery(mySubstitutesQueryOptions());
}

export interface SendSubstituteVariables {
  eventId: number;
  substitute: TSubstituteRequest;
}

/** POST /api/meetings/:id/substitute/: one substitute per member and meeting; the fee is owed at once. */
export function sendSubstitute({ eventId, substitute }: SendSubstituteVariables) {
  return apiRequest(apiRoutes.sendSubstitute, { params: { id: String(eventId) }, body: substitute });
}

/** DELETE /api/meetings/:id/substitute/: before the meeting starts and while the fee is unpaid. */
export function cancelSubstitute(eventId: number) {
  return apiRequest(apiRoutes.cancelSubstitute, { params: { id: String(eventId) } });
}

/**
 * What a substitute changes: the card's substitute, the events list (a meeting's state), the
 * profile, which holds what the member owes, and the member's answer for the meeting. Awaited, so the button spins until the card shows it;
 * on a refusal too ("already sent" means this screen is out of date).
 */
function refreshAfterSubstitute(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: substituteKeys.all }),
    queryClient.invalidateQueries({ queryKey: eventKeys.available() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
    queryClient.invalidateQueries({ queryKey: attendanceKeys.mine() }),
  ]);
}

export function useSendSubstitute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendSubstitute, onSettled: () => refreshAfterSubstitute(queryClient) });
}

export function useCancelSubstitute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSubstitute, onSettled: () => refreshAfterSubstitute(queryClient) });
}
