import type { RouteBody } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type Profile, profileQueryOptions } from '../../../lib/profile.ts';

export type CardSettings = RouteBody<typeof apiRoutes.updateCard>;

/** PUT /api/member/card/: which fields the member's public card shows, or the card hidden altogether. */
export function updateCard(card: CardSettings) {
  return apiRequest(apiRoutes.updateCard, { body: card });
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    // The answer is the card as saved: the profile takes it without being asked for again.
    onSuccess: ({ hidden, shown_fields, public_card_id }) =>
      queryClient.setQueryData(profileQueryOptions().queryKey, (profile: Profile | undefined) =>
        profile ? { ...profile, public_card_id, card: { hidden, shown_fields } } : profile,
      ),
  });
}
