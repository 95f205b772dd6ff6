import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memberListQueryOptions } from '../../../lib/member-list.ts';
import { eventsOfMonthKey } from './get-events-of-month.ts';

/** POST /api/event/submit-bni-verified/:eventId/: marks these attendees verified on the central system. */
export function submitBniVerified({ eventId, attendees }: { eventId: number; attendees: number[] }) {
  return apiRequest(apiRoutes.submitBniVerified, { params: { eventId: String(eventId) }, body: { attendees } });
}

export const submitBniVerifiedMutationKey = ['event', 'submit-bni-verified'] as const;

export function useSubmitBniVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submitBniVerifiedMutationKey,
    mutationFn: submitBniVerified,
    // The attendees' marks and the member list's "all verified" flag change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsOfMonthKey }),
        queryClient.invalidateQueries({ queryKey: memberListQueryOptions().queryKey }),
      ]),
  });
}
