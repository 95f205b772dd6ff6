import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export type CashUpExportFormat = 'csv' | 'xlsx';

/** GET /api/meetings/:id/cash-up/export/?format as a file download, under the name the server gives it. */
export async function downloadCashUp({ meetingId, format }: { meetingId: number; format: CashUpExportFormat }) {
  const { blob, filename } = await apiDownload(apiRoutes.meetingCashUpExport, {
    params: { id: String(meetingId) },
    query: { format },
  });
  saveFile(blob, filename ?? `cash-up-${meetingId}.${format}`);
}

export function useDownloadCashUp() {
  return useMutation({ mutationFn: downloadCashUp });
}
