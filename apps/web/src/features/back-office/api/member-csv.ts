import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMembers } from './admin-members.ts';

/** POST /api/admin/members/import/preview/: every row with its problems; writes nothing. */
export function previewMemberImport(csv: string) {
  return apiRequest(apiRoutes.adminPreviewMemberImport, { body: { csv } });
}

export function usePreviewMemberImport() {
  return useMutation({ mutationFn: previewMemberImport });
}

/** POST /api/admin/members/import/: the same file again; all rows or none. */
export function importMembers(csv: string) {
  return apiRequest(apiRoutes.adminImportMembers, { body: { csv } });
}

export function useImportMembers() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: importMembers, onSettled: invalidate });
}

/** GET /api/admin/members/export/ as a file download, under the name the server gives it. */
export async function downloadMembersCsv(): Promise<void> {
  const { blob, filename } = await apiDownload(apiRoutes.adminExportMembers);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'members.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadMembersCsv() {
  return useMutation({ mutationFn: downloadMembersCsv });
}
