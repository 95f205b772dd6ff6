import type { RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

export type MessageRun = RouteResponse<typeof apiRoutes.messageRun>;

/** How often the screen asks how a send is going while LINE is still getting its messages. */
export const MESSAGE_RUN_REFRESH_MS = 1_000;

/** Whether the run may still change: waiting for a worker, or sending. */
export const isLive = (run: Pick<MessageRun, 'status'>): boolean => run.status === 'queued' || run.status === 'running';

/** GET /api/messaging/runs/:id/: one send's status, its counts and each member's result so far. */
export function getMessageRun(id: number, signal?: AbortSignal) {
  return apiRequest(apiRoutes.messageRun, { params: { id: String(id) }, signal });
}

/**
 * Follows a send from the answer it got (`sent`, the run as the server fixed its recipients) until
 * the run is over: asked again every second while it is live, never after (issue 36: the send is
 * answered before LINE has every message).
 */
export function useMessageRun(sent: MessageRun | null) {
  const id = sent?.run ?? 0;
  return useQuery({
    queryKey: messagingKeys.run(id),
    queryFn: ({ signal }) => getMessageRun(id, signal),
    enabled: sent !== null && isLive(sent),
    ...(sent && { initialData: sent }),
    // The send's answer is the first look; the next is a second later, not at once.
    staleTime: MESSAGE_RUN_REFRESH_MS,
    refetchInterval: (query) => (query.state.data && isLive(query.state.data) ? MESSAGE_RUN_REFRESH_MS : false),
  });
}
