import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import * as th from '../../../i18n/th.ts';
import { useConfig } from '../../../lib/app-config.ts';
import { invitationOf, type LiffAppName, withoutInvitation, withoutLineParams } from '../liff-app.ts';
import { useLiff } from '../use-liff.ts';
import { LineConnect } from './line-connect.tsx';
import { MemberCompletion } from './member-completion.tsx';
import { Waiting } from './waiting.tsx';

interface LiffLoginProps {
  app: LiffAppName;
  signedOut: boolean;
}

/** Connects to LINE, then: LINE Login when not logged in to LINE, else the login-completion step. */
export function LiffLogin({ app, signedOut }: LiffLoginProps) {
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const target = config.data ? { liffId: config.data.liff_ids[app], demo: config.data.demo } : null;
  const notConfigured = target !== null && target.liffId === null && !target.demo;
  const { state, refresh } = useLiff(notConfigured ? null : target);
  // After Log Out, wait for the member to ask before signing them in again.
  const [proceed, setProceed] = useState(!signedOut);

  const cleanSearch = withoutLineParams(location.search);
  const ready = state.phase === 'ready';
  useEffect(() => {
    // LIFF has read LINE's login parameters now: take them out of the address bar.
    if (ready && cleanSearch !== location.search) {
      void navigate({ search: cleanSearch, hash: location.hash }, { replace: true, state: location.state });
    }
  }, [ready, cleanSearch, location.search, location.hash, location.state, navigate]);

  if (config.isError) {
    return <ErrorAlert title={th.miniApp.errorTitle} messages={config.error.errorMessages} onRetry={config.refetch} />;
  }
  if (notConfigured) return <PlatformError message={th.miniApp.notConfigured} />;
  if (state.phase === 'failed') return <PlatformError message={state.message} />;
  if (state.phase === 'connecting') return <Waiting text={th.miniApp.connecting} />;

  const { client } = state;
  // LINE Login comes back to this very page (the route is kept), without stale login parameters.
  const redirectUri = `${window.location.origin}${location.pathname}${cleanSearch}`;
  const connect = async () => {
    setProceed(true);
    if (!client.isLoggedIn()) await client.login(redirectUri);
    refresh();
  };

  if (!state.loggedIn || !proceed) {
    return (
      <LineConnect
        onConnect={() => void connect()}
        notice={signedOut && !proceed ? th.miniApp.signedOut : null}
        demo={target?.demo === true && target.liffId === null}
      />
    );
  }
  const accessToken = client.getAccessToken() ?? '';
  const invitation = invitationOf(location.search);
  return (
    <MemberCompletion
      // A new LINE login (the demo reconnects without a page load), or going on without the
      // invitation, starts the step afresh.
      key={`${accessToken} ${invitation ?? ''}`}
      app={app}
      accessToken={accessToken}
      invitation={invitation}
      onReconnect={() => {
        client.logout();
        void client.login(redirectUri).then(refresh);
      }}
      onSkipInvitation={() =>
        // Out of the address too, so a reload or a new LINE login does not bring it back.
        void navigate(
          { search: withoutInvitation(location.search), hash: location.hash },
          { replace: true, state: location.state },
        )
      }
    />
  );
}

/** The spec's negative message for a LIFF platform error, with a way out to the web login. */
function PlatformError({ message }: { message: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={th.miniApp.errorTitle}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
        <Anchor component={Link} to="/login" size="sm">
          {th.miniApp.goToLogin}
        </Anchor>
      </Stack>
    </Alert>
  );
}
