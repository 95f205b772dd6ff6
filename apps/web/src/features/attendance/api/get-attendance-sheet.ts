import type { TAttendanceSheet } from '@chapter/contract/attendance';
import { apiRoutes } from '@chapter/contract/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from './query-keys.ts';

/** GET /api/meetings/:id/attendance/: the PALMS sheet, or before closing what closing would make now. */
export function getAttendanceSheet(meetingId: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.attendanceSheet, { params: { id: String(meetingId) }, signal });
}

export const attendanceSheetQueryOptions = (meetingId: number) =>
  queryOptions({
    queryKey: attendanceKeys.sheet(meetingId),
    queryFn: ({ signal }) => getAttendanceSheet(meetingId, signal),
  });

export function useAttendanceSheet(meetingId: number) {
  return useQuery(attendanceSheetQueryOptions(meetingId));
}

/**
 * Closing and marking entered answer with the whole sheet: it goes straight on screen, and the
 * meeting list (whose options say closed or entered) and the members at risk are asked again.
 */
export function showSheet(queryClient: QueryClient, meetingId: number, sheet: TAttendanceSheet) {
  queryClient.setQueryData(attendanceSheetQueryOptions(meetingId).queryKey, sheet);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: attendanceKeys.meetings() }),
    queryClient.invalidateQueries({ queryKey: attendanceKeys.atRisk() }),
  ]);
}
