import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from '../../../lib/query-keys.ts';

/** POST /api/meetings/:id/absence/: the member says they will miss a coming meeting (off the venue's headcount). */
export function saySkipMeeting(meetingId: number) {
  return apiRequest(apiRoutes.saySkipMeeting, { params: { id: String(meetingId) } });
}

/** POST /api/meetings/:id/absence/withdraw/: they will come after all. */
export function withdrawSkipMeeting(meetingId: number) {
  return apiRequest(apiRoutes.withdrawSkipMeeting, { params: { id: String(meetingId) } });
}

/**
 * Both change the member's answer, which the card reads from their attendance: awaited, so the
 * button spins until the card shows it; on a refusal too ("already said" means the card is stale).
 */
function useAttendanceMutation(mutationFn: (meetingId: number) => ReturnType<typeof saySkipMeeting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

export function useSaySkipMeeting() {
  return useAttendanceMutation(saySkipMeeting);
}

export function useWithdrawSkipMeeting() {
  return useAttendanceMutation(withdrawSkipMeeting);
}
