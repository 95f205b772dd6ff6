import type { TWalkInRequest } from '@chapter/contract/door';
import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys } from '../../../lib/query-keys.ts';
import { doorKeys } from './query-keys.ts';

export type WalkInResult = RouteResponse<typeof apiRoutes.doorWalkIn>;

/** POST /api/meetings/:id/door/walk-ins/: registers the visitor at the door and checks them in. */
export function walkIn(meetingId: number, body: TWalkInRequest) {
  return apiRequest(apiRoutes.doorWalkIn, { params: { id: String(meetingId) }, body });
}

export function useWalkIn(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWalkInRequest) => walkIn(meetingId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doorKeys.list(meetingId) }),
        // Staff's participant list shows the meeting's guests under its members.
        queryClient.invalidateQueries({ queryKey: eventKeys.months() }),
      ]),
  });
}
