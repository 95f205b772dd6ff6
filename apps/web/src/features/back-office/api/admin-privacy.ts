import type { TAdminPrivacyResponse } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type AdminPrivacy = TAdminPrivacyResponse;

/** GET /api/admin/privacy/: the notices published (newest first), retention periods and last runs. */
export const adminPrivacyQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.privacy(),
    queryFn: ({ signal }) => apiRequest(apiRoutes.adminPrivacy, { signal }),
  });

export function useAdminPrivacy() {
  return useQuery(adminPrivacyQueryOptions());
}
