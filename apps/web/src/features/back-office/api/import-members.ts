import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidateMembers } from './admin-members.ts';

/** POST /api/admin/members/import/: the same file again; all rows or none. */
export function importMembers(csv: string) {
  return apiRequest(apiRoutes.adminImportMembers, { body: { csv } });
}

export function useImportMembers() {
  const invalidate = useInvalidateMembers();
  return useMutation({ mutationFn: importMembers, onSettled: invalidate });
}
