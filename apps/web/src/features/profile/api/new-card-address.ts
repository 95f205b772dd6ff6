import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type Profile, profileQueryOptions } from '../../../lib/profile.ts';

/** POST /api/member/card/new-address/: a new link for the member's card; the old one stops working. */
export function requestNewCardAddress() {
  return apiRequest(apiRoutes.newCardAddress);
}

export function useNewCardAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestNewCardAddress,
    onSuccess: ({ public_card_id }) =>
      queryClient.setQueryData(profileQueryOptions().queryKey, (profile: Profile | undefined) =>
        profile ? { ...profile, public_card_id } : profile,
      ),
  });
}
