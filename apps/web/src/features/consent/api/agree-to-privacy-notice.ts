import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { privacyNoticeQueryOptions } from '../../../lib/privacy-notice.ts';

/**
 * POST /api/privacy/consent/: the member agrees to the version they read. A newer version published
 * meanwhile is refused (409), so nobody agrees to a text they did not see.
 */
export function agreeToPrivacyNotice(version: number) {
  return apiRequest(apiRoutes.agreeToPrivacyNotice, { body: { version } });
}

export function useAgreeToPrivacyNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: agreeToPrivacyNotice,
    // The answer is the notice as it now stands for the member: the consent gate opens with it.
    onSuccess: (notice) => queryClient.setQueryData(privacyNoticeQueryOptions().queryKey, notice),
  });
}
