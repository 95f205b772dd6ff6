import type { TAdminEventRequest } from '@chapter/contract/admin-events';
import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.events() }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

/** POST /api/admin/events/ (no id) or PUT /api/admin/events/:id/. */
export function saveEvent({ id, event }: { id: number | null; event: TAdminEventRequest }) {
  return id === null
    ? apiRequest(apiRoutes.adminCreateEvent, { body: event })
    : apiRequest(apiRoutes.adminUpdateEvent, { params: { id: String(id) }, body: event });
}

export function useSaveEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: saveEvent, onSettled: invalidate });
}

/** POST /api/admin/events/:id/cancel/ */
export function cancelEvent(id: number) {
  return apiRequest(apiRoutes.adminCancelEvent, { params: { id: String(id) } });
}

export function useCancelEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: cancelEvent, onSettled: invalidate });
}

/** DELETE /api/admin/events/:id/ */
export function deleteEvent(id: number) {
  return apiRequest(apiRoutes.adminDeleteEvent, { params: { id: String(id) } });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: deleteEvent, onSettled: invalidate });
}
