import { apiRoutes } from '@chapter/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/line/rich-menus/: the chapter's LINE menus made again where they changed. */
export function rebuildRichMenus() {
  return apiRequest(apiRoutes.rebuildRichMenus);
}

export function useRebuildRichMenus() {
  return useMutation({ mutationFn: rebuildRichMenus });
}
