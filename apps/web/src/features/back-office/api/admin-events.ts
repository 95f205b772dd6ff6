import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys } from '../../../lib/query-keys.ts';
import { adminKeys } from './query-keys.ts';

export type AdminEvent = RouteResponse<typeof apiRoutes.adminEvents>[number];

/** GET /api/admin/events/?month&year: events starting in that month (Bangkok), cancelled ones too. */
export function getAdminEvents(year: number, month: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.adminEvents, { query: { month: String(month), year: String(year) }, signal });
}

export const adminEventsQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: adminKeys.eventsOf(year, month),
    queryFn: ({ signal }) => getAdminEvents(year, month, signal),
  });

export function useAdminEvents(year: number, month: number) {
  return useQuery(adminEventsQueryOptions(year, month));
}

/** Members' event list, the staff's month view and what members owe all change with an event. */
export function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.events() }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}
