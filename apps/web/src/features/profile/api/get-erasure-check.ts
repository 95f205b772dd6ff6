import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { privacyKeys } from '../../../lib/query-keys.ts';

/** GET /api/privacy/erase-me/: what erasing would leave behind (owed, credit, LINE bound). */
export function getErasureCheck(signal?: AbortSignal) {
  return apiRequest(apiRoutes.erasureCheck, { signal });
}

export const erasureCheckQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.erasureCheck(),
    queryFn: ({ signal }) => getErasureCheck(signal),
    // Asked afresh each time the member opens the dialog: what they owe changes.
    staleTime: 0,
  });
