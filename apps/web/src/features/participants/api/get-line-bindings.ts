import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKeys } from '../../../lib/query-keys.ts';

export type LineBinding = RouteResponse<typeof apiRoutes.lineBindings>[number];

/** GET /api/member/line-bindings/, asked for only while the dialog is open. */
export function useLineBindings(enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.lineBindings(),
    queryFn: ({ signal }) => apiRequest(apiRoutes.lineBindings, { signal }),
    enabled,
  });
}
