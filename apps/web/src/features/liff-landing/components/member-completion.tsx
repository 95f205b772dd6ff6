import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PhoneForm } from '../../../components/phone-form.tsx';
import { th } from '../../../i18n/th.ts';
import { saveSession } from '../../../lib/session.ts';
import { phoneRequest, useLiffLogin } from '../api/liff-login.ts';
import type { LiffAppName } from '../liff-app.ts';
import { Waiting } from './waiting.tsx';

interface MemberCompletionProps {
  app: LiffAppName;
  accessToken: string;
  onReconnect: () => void;
}

/**
 * The login-completion step: the LINE access token alone logs in a member whose LINE account is
 * bound; the first time, the server asks for the phone number once, to bind it.
 */
export function MemberCompletion({ app, accessToken, onReconnect }: MemberCompletionProps) {
  const login = useLiffLogin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  // The server's words asking for the phone number, once it has asked.
  const [phonePrompt, setPhonePrompt] = useState<string | null>(null);

  const submit = (phone?: string) =>
    login.mutate(
      { liff_access_token: accessToken, ...(phone && { username: phone }) },
      {
        onSuccess: (result) => {
          saveSession(result);
          queryClient.clear();
          void navigate(`/liff-app/${app}`, { replace: true });
        },
        onError: (error) => {
          if (!phone) setPhonePrompt(phoneRequest(error));
        },
      },
    );

  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (started.current) return;
    started.current = true;
    submit();
  });

  if (phonePrompt) {
    // A refusal of the number the member typed (unknown number, bound to another LINE account).
    const refused = login.isError && login.variables?.username !== undefined;
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          {th.miniApp.phoneTitle}
        </Title>
        <Text>{phonePrompt}</Text>
        {refused && <ErrorAlert title={th.login.failedTitle} messages={login.error.errorMessages} />}
        <PhoneForm loading={login.isPending} onSubmit={submit} />
        <Text size="sm" c="dimmed">
          {th.miniApp.phoneHint}
        </Text>
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
