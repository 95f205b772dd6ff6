import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import * as th from '../../../i18n/th.ts';
import { rememberLineAccessToken } from '../../../lib/line-access-token.ts';
import { saveSession } from '../../../lib/session.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { invitationRefusal, isClaimPending, isPhoneRequired, useLiffLogin } from '../api/liff-login.ts';
import type { LiffAppName } from '../liff-app.ts';
import { liffLandingTarget } from '../staff-links.ts';
import { Waiting } from './waiting.tsx';

// Steps only some members reach (not bound yet, a claim waiting for staff): fetched when the server
// asks for them, so the landing most members see, a wait, downloads no form (issue 38, ADR 65).
const PhoneForm = lazyPart(() => import('../../../components/phone-form.tsx').then((m) => m.PhoneForm));
const ClaimPending = lazyPart(() => import('./claim-pending.tsx').then((m) => m.ClaimPending));

interface MemberCompletionProps {
  app: LiffAppName;
  accessToken: string;
  /** The token of the invitation link the member opened, if any. */
  invitation: string | null;
  onReconnect: () => void;
  /** The invitation was refused and the member goes on without it (the phone step). */
  onSkipInvitation: () => void;
}

/** Where the step is, besides the first request running or failing on its own. */
type Step =
  | { kind: 'logging-in' }
  | { kind: 'phone'; prompt: string }
  | { kind: 'pending'; detail: string; checkedAt: Date }
  | { kind: 'invitation-refused'; messages: string[] };

/**
 * The login-completion step: the LINE access token alone logs in a member whose LINE account is
 * bound. An unbound account binds with the invitation it was opened with, or the server asks for
 * the phone number, which becomes a claim that staff approve; until then it says it is waiting.
 */
export function MemberCompletion({
  app,
  accessToken,
  invitation,
  onReconnect,
  onSkipInvitation,
}: MemberCompletionProps) {
  const login = useLiffLogin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [step, setStep] = useState<Step>({ kind: 'logging-in' });

  // The next step says it worked, and each step shows a refusal in place.
  const send = useSubmit(login, {
    onSuccess: (result) => {
      if (isClaimPending(result)) {
        setStep({ kind: 'pending', detail: result.detail, checkedAt: new Date() });
        return;
      }
      // Not bound yet, or staff refused the last claim: the server asks for the number.
      if (isPhoneRequired(result)) {
        setStep({ kind: 'phone', prompt: result.detail });
        return;
      }
      saveSession(result);
      // Kept for this LINE session: erasing oneself hands it over so LINE's authorization goes too.
      rememberLineAccessToken(accessToken);
      queryClient.clear();
      void navigate(liffLandingTarget(app, pathname), { replace: true });
    },
    onError: (error, { username }) => {
      // A refusal of the number the member typed stays on the phone form, which shows it.
      if (username) return;
      const refused = invitation ? invitationRefusal(error) : null;
      if (refused) setStep({ kind: 'invitation-refused', messages: refused });
      // Anything else (LINE's token refused, LINE down) is shown on the step the member is on.
    },
  });

  const submit = (phone?: string) =>
    void send.submit({
      liff_access_token: accessToken,
      ...(invitation && { invitation }),
      ...(phone && { username: phone }),
    });

  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (started.current) return;
    started.current = true;
    submit();
  });

  if (step.kind === 'phone') {
    // A refusal of the number the member typed (its form, too many attempts).
    const refused = login.isError && login.variables?.username !== undefined;
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          {th.miniApp.phoneTitle}
        </Title>
        <Text>{step.prompt}</Text>
        {refused && <ErrorAlert title={th.login.failedTitle} messages={login.error.errorMessages} />}
        <LoadBoundary>
          <PhoneForm loading={login.isPending} onSubmit={submit} />
        </LoadBoundary>
        <Text size="sm" c="dimmed">
          {th.miniApp.phoneHint}
        </Text>
      </Stack>
    );
  }

  if (step.kind === 'pending') {
    return (
      <LoadBoundary>
        <ClaimPending
          detail={step.detail}
          checkedAt={step.checkedAt}
          checking={login.isPending}
          error={login.isError ? login.error : null}
          onCheck={() => submit()}
        />
      </LoadBoundary>
    );
  }

  if (step.kind === 'invitation-refused') {
    return (
      <Stack gap="md">
        <ErrorAlert title={th.miniApp.invitationRefusedTitle} messages={step.messages} />
        <Button size="md" variant="light" onClick={onSkipInvitation}>
          {th.miniApp.continueWithoutInvitation}
        </Button>
      </Stack>
    );
  }

  if (login.isError) {
    // LINE's token was refused (expired, another channel's) or LINE could not be reached.
    return (
      <ErrorAlert title={th.login.failedTitle} messages={login.error.errorMessages}>
        <Group mt="xs">
          <Button size="md" variant="white" color="red" onClick={onReconnect}>
            {th.miniApp.reconnect}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {th.miniApp.goToLogin}
          </Anchor>
        </Group>
      </ErrorAlert>
    );
  }
  return <Waiting text={th.miniApp.loggingIn} />;
}
