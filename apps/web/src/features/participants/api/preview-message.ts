import type { RouteBody, RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

export type PreviewBody = RouteBody<typeof apiRoutes.previewMessage>;
export type MessagePreview = RouteResponse<typeof apiRoutes.previewMessage>;

/**
 * POST /api/messaging/preview/: the exact message one ticked member would get, how many of the
 * ticked would get it (and why the others would not), and the channel's quota. It changes nothing,
 * so it is a query: the same body asked twice is answered from the cache.
 */
export function previewMessage(body: PreviewBody, signal?: AbortSignal) {
  return apiRequest(apiRoutes.previewMessage, { body, signal });
}

/** Nothing is asked while there is nothing to preview (no member ticked, no text written). */
export const previewQueryOptions = (body: PreviewBody | null) =>
  queryOptions({
    queryKey: messagingKeys.preview(body),
    queryFn: body === null ? skipToken : ({ signal }) => previewMessage(body, signal),
    // The last preview stays on screen while the next one loads, instead of a flashing loader.
    placeholderData: keepPreviousData,
  });

export function usePreviewMessage(body: PreviewBody | null) {
  return useQuery(previewQueryOptions(body));
}
