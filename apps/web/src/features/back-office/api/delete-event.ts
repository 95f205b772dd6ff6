import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateEvents } from './admin-events.ts';

/** DELETE /api/admin/events/:id/ */
export function deleteEvent(id: number) {
  return apiRequest(apiRoutes.adminDeleteEvent, { params: { id: String(id) } });
}

export function useDeleteEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: deleteEvent, onSettled: invalidate });
}
