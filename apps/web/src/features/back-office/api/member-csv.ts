import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
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

/**
 * GET /api/admin/members/export/ as a file download. Bytes, not JSON, so it goes through the
 * client directly (the bearer header is still added by its interceptor).
 */
export async function downloadMembersCsv(): Promise<void> {
  try {
    const response = await apiClient.get<Blob>(apiRoutes.adminExportMembers.path, { responseType: 'blob' });
    const disposition = String(response.headers['content-disposition'] ?? '');
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'members.csv';
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  } catch (error) {
    throw normalizeApiError(error);
  }
}

export function useDownloadMembersCsv() {
  return useMutation({ mutationFn: downloadMembersCsv });
}
