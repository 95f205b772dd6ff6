import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateEvents } from './admin-events.ts';

/** POST /api/admin/events/:id/cancel/ */
export function cancelEvent(id: number) {
  return apiRequest(apiRoutes.adminCancelEvent, { params: { id: String(id) } });
}

export function useCancelEvent() {
  const invalidate = useInvalidateEvents();
  return useMutation({ mutationFn: cancelEvent, onSettled: invalidate });
}
