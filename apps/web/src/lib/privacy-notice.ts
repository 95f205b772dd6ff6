import type { TPrivacyNoticeResponse } from '@chapter/contract/privacy';
import { apiRoutes } from '@chapter/contract/routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { privacyKeys } from './query-keys.ts';

export type PrivacyNotice = TPrivacyNoticeResponse;

/**
 * GET /api/privacy/notice/: the privacy notice in force and whether the member has agreed to it
 * (issue 19). Shared by the consent gate around every signed-in screen and the profile's privacy
 * section, so it lives here rather than in one feature.
 */
export function getPrivacyNotice(signal?: AbortSignal) {
  return apiRequest(apiRoutes.privacyNotice, { signal });
}

export const privacyNoticeQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.notice(),
    queryFn: ({ signal }) => getPrivacyNotice(signal),
    // Once per visit (login clears the cache): a version published later shows up as a 403
    // consent_required on the member's next call, and demandConsent asks again then.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePrivacyNotice() {
  return useQuery(privacyNoticeQueryOptions());
}

/**
 * A call was refused because the member has not agreed to the notice in force: show the notice
 * page at once (what is cached is marked as needing consent), and fetch the version now in force.
 * A fetch already running is left to finish rather than started again.
 */
export function demandConsent(queryClient: QueryClient): void {
  queryClient.setQueryData(
    privacyNoticeQueryOptions().queryKey,
    (notice) => notice && { ...notice, consent_required: true },
  );
  void queryClient.invalidateQueries({ queryKey: privacyKeys.notice() }, { cancelRefetch: false });
}
