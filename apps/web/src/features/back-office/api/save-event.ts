import type { TAdminEventRequest } from '@chapter/contract/admin-events';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateEvents } from './admin-events.ts';

/** POST /api/admin/events/ (no id) or PUT /api/admin/events/:id/: the event form's one save. */
export function saveEvent({ id, event }: { id: number | null; event: TAdminEventRequest }) {
  return id === null
    ? apiRequest(apiRoutes.adminCreateEvent, { body: event })
    : apiRequest(apiRoutes.adminUpdateEvent, { params: { id: String(id) }, body: event });
}

export function useSaveEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: saveEvent, onSettled: invalidate });
}
