import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showSheet } from './get-attendance-sheet.ts';

/** POST /api/meetings/:id/attendance/close/: turns an ended meeting's check-ins into its sheet. */
export function closeAttendance(meetingId: number) {
  return apiRequest(apiRoutes.closeAttendance, { params: { id: String(meetingId) } });
}

export function useCloseAttendance(meetingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeAttendance(meetingId),
    onSuccess: (sheet) => showSheet(queryClient, meetingId, sheet),
  });
}
