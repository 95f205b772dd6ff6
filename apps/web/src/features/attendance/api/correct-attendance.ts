import type { TPalms } from '@chapter/contract/attendance';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from './query-keys.ts';

export interface Correction {
  member: number;
  status: TPalms;
  visitors: number;
}

/** PUT /api/meetings/:id/attendance/:memberId/: one member's row of a closed sheet, before it is entered. */
export function correctAttendance(meetingId: number, { member, status, visitors }: Correction) {
  return apiRequest(apiRoutes.correctAttendance, {
    params: { id: String(meetingId), memberId: String(member) },
    body: { status, visitors },
  });
}

export function useCorrectAttendance(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: Correction) => correctAttendance(meetingId, correction),
    // The totals and the members at risk follow the row, so both are asked again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attendanceKeys.sheet(meetingId) }),
        queryClient.invalidateQueries({ queryKey: attendanceKeys.atRisk() }),
      ]),
  });
}
