import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/members/:id/erase/: what erasing the member would leave behind (owed, credit, LINE). */
export const adminErasureCheckQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.erasureCheck(id),
    queryFn: ({ signal }) => apiRequest(apiRoutes.adminErasureCheck, { params: { id: String(id) }, signal }),
    // Asked afresh each time the dialog opens: what the member owes changes.
    staleTime: 0,
  });
