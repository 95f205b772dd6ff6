import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/payment/export/?month&format as a file download, under the name the server gives it. */
export async function downloadPaymentExport({ month, format }: { month: string; format: ExportFormat }) {
  const { blob, filename } = await apiDownload(apiRoutes.paymentExport, { query: { month, format } });
  saveFile(blob, filename ?? `payments-${month}.${format}`);
}

export function useDownloadPaymentExport() {
  return useMutation({ mutationFn: downloadPaymentExport });
}
