import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys, memberKeys } from '../../../lib/query-keys.ts';

/** POST /api/event/register-event/: registers the member at the price that applies now. */
export function registerEvent(eventId: number) {
  return apiRequest(apiRoutes.registerEvent, { body: { event: eventId } });
}

export function useRegisterEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerEvent,
    // Awaited, so the button keeps spinning until the card shows the new state: no window in
    // which a second tap could register again. The outstanding amount grows too. On a refusal
    // as well: "already registered" means this list is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.available() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.profile() }),
      ]),
  });
}
