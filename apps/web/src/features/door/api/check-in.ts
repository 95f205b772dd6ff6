import type { TCheckInRequest } from '@chapter/contract/door';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { doorKeys } from './query-keys.ts';

/** POST /api/meetings/:id/door/check-ins/: by the code the person shows, or the member or guest tapped. */
export function checkIn(meetingId: number, body: TCheckInRequest) {
  return apiRequest(apiRoutes.doorCheckIn, { params: { id: String(meetingId) }, body });
}

export function useCheckIn(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCheckInRequest) => checkIn(meetingId, body),
    // A refusal may mean another host got there first: the list shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: doorKeys.list(meetingId) }),
  });
}
