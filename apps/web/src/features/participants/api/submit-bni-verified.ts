import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventKeys, memberKeys } from '../../../lib/query-keys.ts';
import { participantMutationKeys } from './query-keys.ts';

/** POST /api/event/submit-bni-verified/:eventId/: marks these attendees verified on the central system. */
export function submitBniVerified({ eventId, attendees }: { eventId: number; attendees: number[] }) {
  return apiRequest(apiRoutes.submitBniVerified, { params: { eventId: String(eventId) }, body: { attendees } });
}

export function useSubmitBniVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: participantMutationKeys.submitBniVerified,
    mutationFn: submitBniVerified,
    // The attendees' marks and the member list's "all verified" flag change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventKeys.months() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.list() }),
      ]),
  });
}
