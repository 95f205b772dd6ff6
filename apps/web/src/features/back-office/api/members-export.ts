import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

export type MembersExportFormat = 'csv' | 'xlsx';

/** GET /api/admin/members/export/?format as a file download, under the name the server gives it. */
export async function downloadMembersExport(format: MembersExportFormat): Promise<void> {
  const { blob, filename } = await apiDownload(apiRoutes.adminExportMembers, { query: { format } });
  saveFile(blob, filename ?? `members.${format}`);
}

export function useDownloadMembersExport() {
  return useMutation({ mutationFn: downloadMembersExport });
}
