import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { privacyKeys } from '../../../lib/query-keys.ts';
import { adminPrivacyQueryOptions } from './admin-privacy.ts';

/** POST /api/admin/privacy/notice/: a new version; every member, the Admin too, agrees again. */
export function publishPrivacyNotice(body: string) {
  return apiRequest(apiRoutes.adminPublishNotice, { body: { body } });
}

export function usePublishPrivacyNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPrivacyNotice,
    onSuccess: (privacy) => {
      queryClient.setQueryData(adminPrivacyQueryOptions().queryKey, privacy);
      // The Admin has not agreed to the new version either: the consent gate asks them next.
      void queryClient.invalidateQueries({ queryKey: privacyKeys.notice() });
    },
  });
}
