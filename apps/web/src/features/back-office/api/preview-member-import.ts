import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/members/import/preview/: every row with its problems; writes nothing. */
export function previewMemberImport(csv: string) {
  return apiRequest(apiRoutes.adminPreviewMemberImport, { body: { csv } });
}

export function usePreviewMemberImport() {
  return useMutation({ mutationFn: previewMemberImport });
}
