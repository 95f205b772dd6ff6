import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKeys } from '../../../lib/query-keys.ts';

/** GET /api/member/outbox/: the latest messages sent or recorded, newest first. */
export function getOutbox(signal?: AbortSignal) {
  return apiRequest(apiRoutes.outbox, { signal });
}

export type OutboxItem = RouteResponse<typeof apiRoutes.outbox>[number];

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.outbox(),
    queryFn: ({ signal }) => getOutbox(signal),
  });

/** Asked for only while the outbox dialog is open. */
export function useOutbox(enabled: boolean) {
  return useQuery({ ...outboxQueryOptions(), enabled });
}
