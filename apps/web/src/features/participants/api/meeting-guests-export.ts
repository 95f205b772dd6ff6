import type { TGuestsExportFormat } from '@chapter/contract/meeting-guests';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/admin/meetings/:id/guests/export/?format as a file download, under the name the server gives it. */
export async function downloadMeetingGuests({ eventId, format }: { eventId: number; format: TGuestsExportFormat }) {
  const { blob, filename } = await apiDownload(apiRoutes.meetingGuestsExport, {
    params: { id: String(eventId) },
    query: { format },
  });
  saveFile(blob, filename ?? `guests.${format}`);
}

export function useDownloadMeetingGuests() {
  return useMutation({ mutationFn: downloadMeetingGuests });
}
