import type { TErasureCheck } from '@chapter/contract/privacy';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import * as th from '../i18n/th.ts';
import { formatBaht } from '../lib/format.ts';
import { ErrorAlert } from './error-alert.tsx';

interface ErasureModalProps {
  title: string;
  /** What becomes of the person: signed out everywhere, no login with this phone again. */
  consequence: string;
  /** What the server said erasing leaves behind (GET …/erase/), asked just before opening. */
  check: TErasureCheck;
  /** The erasure is running: the red button spins and the dialog stays open. */
  loading: boolean;
  /** The server's refusal (a 409 when the money changed meanwhile), shown in the dialog. */
  errorMessages: string[] | null;
  onConfirm: (moneyAcknowledged: boolean) => void;
  onClose: () => void;
}

/**
 * Asks before erasing a member's personal data (issue 19), by themselves or by an Admin on their
 * request: what goes and what the chapter keeps, what they owe and the credit they lose, and the
 * confirmation word typed out, so nobody erases with a stray tap. Mounted only while it is open.
 */
export function ErasureModal({
  title,
  consequence,
  check,
  loading,
  errorMessages,
  onConfirm,
  onClose,
}: ErasureModalProps) {
  const t = th.privacy;
  const [typed, setTyped] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const money = check.owed > 0 || check.credit > 0;
  const ready = typed.trim() === t.confirmWord && (!money || acknowledged);
  const close = () => {
    if (!loading) onClose();
  };

  return (
    <Modal opened onClose={close} title={title} centered>
      <Stack gap="md">
        <Alert color="red" variant="light" title={t.cannotUndo} icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm">{consequence}</Text>
        </Alert>
        <div>
          <Text fw={600}>{t.deletedTitle}</Text>
          <Text size="sm">{t.deletedItems}</Text>
        </div>
        <div>
          <Text fw={600}>{t.keptTitle}</Text>
          <Text size="sm">{t.keptItems}</Text>
        </div>
        {money && (
          <Stack gap="xs" data-testid="erasure-money">
            {check.owed > 0 && (
              <Text c="red.8" fw={600}>
                {t.owedWarning(formatBaht(check.owed))}
              </Text>
            )}
            {check.credit > 0 && (
              <Text c="red.8" fw={600}>
                {t.creditWarning(formatBaht(check.credit))}
              </Text>
            )}
            <Checkbox
              label={t.moneyAcknowledge}
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.currentTarget.checked)}
              required
            />
          </Stack>
        )}
        <TextInput
          label={t.confirmLabel(t.confirmWord)}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          size="md"
        />
        {errorMessages && <ErrorAlert title={t.eraseFailed} messages={errorMessages} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={loading} size="md">
            {th.common.cancel}
          </Button>
          <Button
            color="red"
            onClick={() => onConfirm(money && acknowledged)}
            disabled={!ready}
            loading={loading}
            size="md"
          >
            {t.eraseConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
