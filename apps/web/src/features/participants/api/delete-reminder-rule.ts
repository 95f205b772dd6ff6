import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

/** DELETE /api/messaging/rules/:id/: the rule sends no more; what it sent stays in the outbox. */
export function deleteReminderRule(id: number) {
  return apiRequest(apiRoutes.deleteReminderRule, { params: { id: String(id) } });
}

export function useDeleteReminderRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminderRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.rules() }),
  });
}
