import { Container, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import { Logo } from '../../../components/logo.tsx';
import { PhoneForm } from '../../../components/phone-form.tsx';
import * as th from '../../../i18n/th.ts';
import { useConfig } from '../../../lib/app-config.ts';
import { saveSession } from '../../../lib/session.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useLogin } from '../api/login.ts';
import { destinationAfterLogin } from './destination.ts';

/**
 * The code step, which only chapters that confirm logins on LINE reach, and only after the phone
 * was accepted: its pin input loads then, not with the page (issue 38).
 */
const CodeForm = lazyPart(() => import('./code-form.tsx').then((m) => m.CodeForm));

/** /login: the chapter's name, one telephone field, and the server's reason when it refuses. */
export function LoginScreen() {
  const config = useConfig();
  const login = useLogin();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = th.login.title(config.data?.chapter_name ?? '');

  // Set when the server sent a code to the member's LINE and waits for it (LOGIN_CONFIRMATION=line).
  const [codeStep, setCodeStep] = useState<{ phone: string; notice: string } | null>(null);

  const send = useSubmit(login, {
    onSuccess: (result, { username }) => {
      if ('confirmation_required' in result) {
        setCodeStep({ phone: username, notice: result.detail });
        return;
      }
      saveSession(result);
      // Nothing cached for whoever used this browser before may show to this member.
      queryClient.clear();
      navigate(destinationAfterLogin(location.state), { replace: true });
    },
    // The alert above the form shows the refusal.
    onError: () => undefined,
  });

  const submit = (phone: string, code?: string) => void send.submit({ username: phone, ...(code && { code }) });

  return (
    <Container size={420} px="md" py={{ base: 'xl', sm: 80 }} component="main">
      <title>{title}</title>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="lg">
          <Logo />
          {config.isPending ? (
            // Holds the title's place so it does not flash "Login" before the chapter name arrives.
            <Skeleton height={34} width="70%" />
          ) : (
            <Title order={1} fz="h2">
              {title}
            </Title>
          )}
          {login.isError && <ErrorAlert title={th.login.failedTitle} messages={login.error.errorMessages} />}
          {codeStep ? (
            <LoadBoundary>
              <CodeForm
                notice={codeStep.notice}
                loading={login.isPending}
                onSubmit={(code) => submit(codeStep.phone, code)}
                onResend={() => submit(codeStep.phone)}
                onChangePhone={() => {
                  login.reset();
                  setCodeStep(null);
                }}
              />
            </LoadBoundary>
          ) : (
            <PhoneForm loading={login.isPending} onSubmit={submit} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
