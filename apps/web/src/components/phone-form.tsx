import { Button, Stack, TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import * as th from '../i18n/th.ts';

interface PhoneFormProps {
  loading: boolean;
  onSubmit: (phone: string) => void;
}

/** The telephone number and the sign-in button (desktop login and the mini-app's first login); the server checks the number's form. */
export function PhoneForm({ loading, onSubmit }: PhoneFormProps) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = phone.trim();
    if (!value) {
      setError(th.login.phoneRequired);
      return;
    }
    onSubmit(value);
  };

  return (
    // noValidate: the browser's own "fill in this field" bubble would be in the device's language.
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={th.login.phoneLabel}
          description={th.login.phoneDescription}
          placeholder={th.login.phonePlaceholder}
          name="username"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          size="md"
          withAsterisk
          aria-required
          leftSection={<IconPhone size={18} aria-hidden />}
          value={phone}
          error={error}
          onChange={(event) => {
            setPhone(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={loading}>
          {th.login.submit}
        </Button>
      </Stack>
    </form>
  );
}
