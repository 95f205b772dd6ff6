import type { RouteBody, RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { outboxQueryOptions } from './get-outbox.ts';
import { messagingKey } from './messaging-key.ts';

export type SendPushMessageBody = RouteBody<typeof apiRoutes.sendPushMessage>;
export type SendPushMessageResult = RouteResponse<typeof apiRoutes.sendPushMessage>;

/**
 * POST /api/member/send-push-message/: the built-in reminder (`template`), or staff's own text or
 * Flex message, to members. The reply says whether it really went out (`delivered`) and what
 * became of it for each member; until LINE is connected it is only recorded in the outbox.
 */
export function sendPushMessage(body: SendPushMessageBody) {
  return apiRequest(apiRoutes.sendPushMessage, { body });
}

export const sendPushMessageMutationKey = ['member', 'send-push-message'] as const;

export function useSendPushMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendPushMessageMutationKey,
    mutationFn: sendPushMessage,
    // The outbox has new rows; the quota and what the previews count have changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: outboxQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: messagingKey }),
      ]),
  });
}
