import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/admin/members/export/ as a file download, under the name the server gives it. */
export async function downloadMembersCsv(): Promise<void> {
  const { blob, filename } = await apiDownload(apiRoutes.adminExportMembers);
  saveFile(blob, filename ?? 'members.csv');
}

export function useDownloadMembersCsv() {
  return useMutation({ mutationFn: downloadMembersCsv });
}
