import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messagingKeys } from './query-keys.ts';

/** POST /api/messaging/rules/:id/active/: pauses a rule (active false) or resumes it. */
export function setReminderRuleActive({ id, active }: { id: number; active: boolean }) {
  return apiRequest(apiRoutes.setReminderRuleActive, { params: { id: String(id) }, body: { active } });
}

export function useSetReminderRuleActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReminderRuleActive,
    // A paused rule has no next run; a resumed one has one again: the list is asked again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.rules() }),
  });
}
