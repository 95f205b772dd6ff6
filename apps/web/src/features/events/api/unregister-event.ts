import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQueryOptions } from '../../../lib/profile.ts';
import { availableEventsQueryOptions } from './get-available-events.ts';

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
        queryClient.invalidateQueries({ queryKey: availableEventsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      ]),
  });
}
