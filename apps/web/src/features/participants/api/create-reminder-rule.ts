import type { RouteBody } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

export type ReminderRuleInput = RouteBody<typeof apiRoutes.createReminderRule>;

/** POST /api/messaging/rules/: a new rule; it first sends at its next time, never for a time already past. */
export function createReminderRule(body: ReminderRuleInput) {
  return apiRequest(apiRoutes.createReminderRule, { body });
}

export function useCreateReminderRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminderRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.rules() }),
  });
}
