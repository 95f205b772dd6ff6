import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys, memberKeys } from '../../../lib/query-keys.ts';

/** POST /api/event/unregister-event/: cancels the member's unpaid registration. */
export function unregisterEvent(eventId: number) {
  return apiRequest(apiRoutes.unregisterEvent, { body: { event: eventId } });
}

export function useUnregisterEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unregisterEvent,
    // As for registering: the dialog closes on the card's new state, and a refusal ("already
    // paid", "already started") means the list is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.available() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
      ]),
  });
}
