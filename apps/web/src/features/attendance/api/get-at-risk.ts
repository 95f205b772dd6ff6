import type { TAtRisk } from '@chapter/contract/attendance';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attendanceKeys } from './query-keys.ts';

export type AtRiskMember = TAtRisk['members'][number];

/** GET /api/attendance/at-risk/: members at or above the warning threshold in six months, most first. */
export function getAtRisk(signal?: AbortSignal) {
  return apiRequest(apiRoutes.attendanceAtRisk, { signal });
}

export const atRiskQueryOptions = () =>
  queryOptions({
    queryKey: attendanceKeys.atRisk(),
    queryFn: ({ signal }) => getAtRisk(signal),
  });

export function useAtRisk() {
  return useQuery(atRiskQueryOptions());
}
