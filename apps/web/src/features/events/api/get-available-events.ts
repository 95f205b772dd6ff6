import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys } from '../../../lib/query-keys.ts';

/** GET /api/event/available-event/: events that have not finished, soonest first, with attendees. */
export function getAvailableEvents(signal?: AbortSignal) {
  return apiRequest(apiRoutes.availableEvents, { signal });
}

export type AvailableEvent = RouteResponse<typeof apiRoutes.availableEvents>[number];

export const availableEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.available(),
    queryFn: ({ signal }) => getAvailableEvents(signal),
  });

export function useAvailableEvents() {
  return useQuery(availableEventsQueryOptions());
}
