import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import * as th from '../../../i18n/th.ts';
import { hasToken } from '../../../lib/session.ts';
import { liffAppOf, needsLiffInit } from '../liff-app.ts';
import { liffLandingTarget } from '../staff-links.ts';
import { LiffLogin } from './liff-login.tsx';

/**
 * /liff/:app, the page LINE opens (each LIFF app's endpoint URL). With a stored token it goes
 * straight to /liff-app/{app} (or the meeting form a chat reply named, lib/meeting-links.ts, or
 * the staff screen the staff menu named, staff-links.ts)
 * without loading LIFF at all; otherwise it connects to LINE and logs
 * the member in with their LINE account. While LINE's own parameters are in the URL (liff.state,
 * the login's code) LIFF must read them first, whatever is stored; an invitation (`?invite=`) also
 * runs LIFF, as it binds whichever LINE account opened it.
 */
export function LiffLanding() {
  const location = useLocation();
  const app = liffAppOf(location.pathname);
  if (hasToken() && !needsLiffInit(location.search)) {
    return <Navigate to={liffLandingTarget(app, location.pathname)} replace />;
  }
  return (
    <LandingShell>
      <LiffLogin app={app} signedOut={wasSignedOut(location.state)} />
    </LandingShell>
  );
}

/** Log Out in the mini-app comes here with this state: do not sign straight back in. */
function wasSignedOut(state: unknown): boolean {
  return Boolean((state as { signedOut?: unknown } | null)?.signedOut);
}

function LandingShell({ children }: { children: ReactNode }) {
  return (
    <Container size={480} px="md" py="xl" component="main">
      <title>{th.miniApp.connectTitle}</title>
      <Stack gap="lg">
        <Logo />
        {children}
      </Stack>
    </Container>
  );
}
