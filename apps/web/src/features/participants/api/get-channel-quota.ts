import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

export type ChannelQuota = RouteResponse<typeof apiRoutes.channelQuota>;

/** GET /api/messaging/quota/: whether LINE is connected, its monthly limit and what this month used. */
export function getChannelQuota(signal?: AbortSignal) {
  return apiRequest(apiRoutes.channelQuota, { signal });
}

export const channelQuotaQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.quota(),
    queryFn: ({ signal }) => getChannelQuota(signal),
  });

export function useChannelQuota() {
  return useQuery(channelQuotaQueryOptions());
}
