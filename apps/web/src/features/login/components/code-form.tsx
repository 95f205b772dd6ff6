import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import * as th from '../../../i18n/th.ts';

interface CodeFormProps {
  /** The server's message saying where the code went. */
  notice: string;
  loading: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onChangePhone: () => void;
}

/** The second login step: the 6-digit code the server sent to the member's LINE. */
export function CodeForm({ notice, loading, onSubmit, onResend, onChangePhone }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(th.login.codeRequired);
      return;
    }
    onSubmit(code);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Alert role="status" color="green" variant="light" icon={<IconBrandLine aria-hidden />}>
          {notice}
        </Alert>
        <Stack gap={4}>
          <Text component="label" htmlFor="login-code" fw={500}>
            {th.login.codeLabel}
          </Text>
          <PinInput
            id="login-code"
            length={6}
            type="number"
            oneTimeCode
            size="md"
            value={code}
            error={error !== null}
            aria-label={th.login.codeLabel}
            // Each box its own name for screen readers (Mantine's default is "PinInput").
            getInputProps={(index) => ({ 'aria-label': th.login.codeDigit(index + 1) })}
            onChange={(value) => {
              setCode(value);
              if (error) setError(null);
            }}
          />
          {error && (
            <Text c="red.8" size="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Button type="submit" size="md" fullWidth loading={loading}>
          {th.login.codeSubmit}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onResend}>
            {th.login.codeResend}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onChangePhone}>
            {th.login.changePhone}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
