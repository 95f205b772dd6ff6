import { apiRoutes } from '@chapter/contract/routes';
import type { TVisit } from '@chapter/contract/visitors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitKeys } from './query-keys.ts';
import { withLinkMessage } from './visit-errors.ts';

export type Visit = TVisit;
export type Visitor = NonNullable<TVisit['visitor']>;
export type Notice = NonNullable<TVisit['notice']>;

/**
 * GET /api/visit/?visit=T: what the visitor's link shows (a public route: no account, no token
 * needed; a 401 there never sends anyone to /login).
 */
export function getVisit(token: string, signal?: AbortSignal) {
  return apiRequest(apiRoutes.visit, { query: { visit: token }, signal }).catch((error: unknown) => {
    throw withLinkMessage(error);
  });
}

export const visitQueryOptions = (token: string) =>
  queryOptions({
    queryKey: visitKeys.link(token),
    queryFn: ({ signal }) => getVisit(token, signal),
    // The page the server drew comes with this answer (ADR 68): asked again as the app starts, it
    // would only say the same. Changes the visitor makes set it; a refusal reloads it at once.
    staleTime: 10_000,
  });

export function useVisit(token: string) {
  return useQuery(visitQueryOptions(token));
}
