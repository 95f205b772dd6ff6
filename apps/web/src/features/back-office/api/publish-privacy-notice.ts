import { apiRoutes } from '@chapter/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { privacyKeys } from '../../../lib/query-keys.ts';
import { adminPrivacyQueryOptions } from './admin-privacy.ts';

/** Whose notice: the members' (issue 19) or the visitors' and substitutes' (issue 34). */
export type NoticeKind = 'member' | 'guest';

/**
 * POST /api/admin/privacy/notice/: a new version of the members' notice, which every member, the
 * Admin too, agrees to again; POST /api/admin/privacy/guest-notice/: a new version of the visitors'
 * notice, which visitors registering from then on agree to (members are not asked again).
 */
export function publishPrivacyNotice(kind: NoticeKind, body: string) {
  const route = kind === 'guest' ? apiRoutes.adminPublishGuestNotice : apiRoutes.adminPublishNotice;
  return apiRequest(route, { body: { body } });
}

export function usePublishPrivacyNotice(kind: NoticeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => publishPrivacyNotice(kind, body),
    onSuccess: (privacy) => {
      queryClient.setQueryData(adminPrivacyQueryOptions().queryKey, privacy);
      // The Admin has not agreed to a new members' version either: the consent gate asks them next.
      if (kind === 'member') void queryClient.invalidateQueries({ queryKey: privacyKeys.notice() });
    },
  });
}
