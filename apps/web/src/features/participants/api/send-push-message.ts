import type { RouteBody, RouteResponse } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberKeys } from '../../../lib/query-keys.ts';
import { messagingKeys, participantMutationKeys } from './query-keys.ts';

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

export function useSendPushMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: participantMutationKeys.sendPushMessage,
    mutationFn: sendPushMessage,
    // The outbox has new rows; the quota and what the previews count have changed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.outbox() }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.all }),
      ]),
  });
}
