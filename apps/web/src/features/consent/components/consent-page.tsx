import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PrivacyNoticeText } from '../../../components/privacy-notice-text.tsx';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import * as th from '../../../i18n/th.ts';
import { logout } from '../../../lib/logout.ts';
import { usePrivacyNotice } from '../../../lib/privacy-notice.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useAgreeToPrivacyNotice } from '../api/agree-to-privacy-notice.ts';

/**
 * Shown instead of any signed-in screen while the member has not agreed to the privacy notice in
 * force (issue 19): the notice, "ยอมรับ", and a way to sign out instead. The address stays the same,
 * so once they agree the screen they were on comes back.
 */
export function ConsentPage() {
  const notice = usePrivacyNotice();
  const agree = useAgreeToPrivacyNotice();
  const signOut = useSignOut();
  const t = th.privacy;

  // The screen the member was on comes back; the alert above the notice shows a refusal.
  const send = useSubmit(agree, {
    onError: (error) => {
      // A newer version was published while the member read this one: show it instead.
      if (error.status === 409) void notice.refetch();
    },
  });

  const { data } = notice;
  return (
    <StandalonePage title={t.noticeTitle} width={640}>
      <Text>{t.consentIntro}</Text>
      {agree.isError &&
        (agree.error.status === 409 ? (
          <Alert color="yellow" variant="light" title={t.noticeChangedTitle} icon={<IconAlertTriangle aria-hidden />}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {agree.error.errorMessages.join('\n')}
            </Text>
          </Alert>
        ) : (
          <ErrorAlert title={t.agreeFailed} messages={agree.error.errorMessages} />
        ))}
      {data?.version != null && data.body !== null && data.published_at !== null ? (
        <Paper withBorder radius="md" p={{ base: 'sm', xs: 'lg' }}>
          <PrivacyNoticeText version={data.version} body={data.body} publishedAt={data.published_at} />
        </Paper>
      ) : notice.isError ? (
        <ErrorAlert
          title={t.loadFailed}
          messages={notice.error.errorMessages}
          onRetry={() => void notice.refetch()}
          retrying={notice.isFetching}
        />
      ) : (
        <PageLoader />
      )}
      <Group gap="sm">
        <Button
          size="md"
          loading={agree.isPending}
          // While a newer version is on its way, agreeing would be to the one on screen.
          disabled={data?.version == null || notice.isFetching}
          onClick={() => data?.version != null && send.submit(data.version)}
        >
          {t.agree}
        </Button>
        <Button
          size="md"
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          loading={signOut.pending}
          onClick={signOut.run}
        >
          {t.signOut}
        </Button>
      </Group>
    </StandalonePage>
  );
}

/** Signs out as the profile's Log Out does: /login on the desktop, the landing in the mini-app. */
function useSignOut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    await logout();
    const app = /^\/liff-app\/([^/]+)/.exec(pathname)?.[1];
    await navigate(app ? `/liff/${app}/` : '/login', { replace: true, state: { signedOut: true } });
    // Only once this page is gone: clearing earlier would make it refetch without a token.
    queryClient.clear();
  };
  return { pending, run: () => void run() };
}
