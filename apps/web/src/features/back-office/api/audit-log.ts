import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type AuditFilter, adminKeys } from './query-keys.ts';

export type AuditEntry = RouteResponse<typeof apiRoutes.adminAuditLog>['entries'][number];

/** GET /api/admin/audit-log/: pages of 100, newest first. */
export const auditLogQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditLog(filter),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(apiRoutes.adminAuditLog, {
        query: {
          ...(filter.member !== null && { member: String(filter.member) }),
          ...(filter.from && { from: filter.from }),
          ...(filter.to && { to: filter.to }),
          ...(filter.kind !== null && { kind: filter.kind }),
          ...(pageParam !== null && { before: String(pageParam) }),
        },
        signal,
      }),
    getNextPageParam: (page) => page.next_before,
  });

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
