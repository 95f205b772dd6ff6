import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { doorKeys } from './query-keys.ts';

/** POST /api/meetings/:id/door/check-ins/:checkInId/undo/: a check-in made by mistake. */
export function undoCheckIn(meetingId: number, checkInId: number) {
  return apiRequest(apiRoutes.doorUndoCheckIn, {
    params: { id: String(meetingId), checkInId: String(checkInId) },
  });
}

export function useUndoCheckIn(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkInId: number) => undoCheckIn(meetingId, checkInId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: doorKeys.list(meetingId) }),
  });
}
