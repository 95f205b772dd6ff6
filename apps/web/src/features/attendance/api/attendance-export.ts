import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export type AttendanceExportFormat = 'csv' | 'xlsx';

/** GET /api/meetings/:id/attendance/export/?format as a file download, under the name the server gives it. */
export async function downloadAttendance({ meetingId, format }: { meetingId: number; format: AttendanceExportFormat }) {
  const { blob, filename } = await apiDownload(apiRoutes.attendanceExport, {
    params: { id: String(meetingId) },
    query: { format },
  });
  saveFile(blob, filename ?? `palms-${meetingId}.${format}`);
}

export function useDownloadAttendance() {
  return useMutation({ mutationFn: downloadAttendance });
}
