import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showSheet } from './get-attendance-sheet.ts';

/** POST /api/meetings/:id/attendance/entered/: the sheet is in BNI Connect, and frozen from now on. */
export function markAttendanceEntered(meetingId: number) {
  return apiRequest(apiRoutes.markAttendanceEntered, { params: { id: String(meetingId) } });
}

export function useMarkAttendanceEntered(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAttendanceEntered(meetingId),
    onSuccess: (sheet) => showSheet(queryClient, meetingId, sheet),
  });
}
