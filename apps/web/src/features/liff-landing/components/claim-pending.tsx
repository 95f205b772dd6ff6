import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import * as th from '../../../i18n/th.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { formatTime } from '../../../lib/format.ts';

interface ClaimPendingProps {
  /** The server's words: what happens next. */
  detail: string;
  /** When the server last said it is still waiting; a new time shows the check did happen. */
  checkedAt: Date;
  checking: boolean;
  /** The last check failed for another reason (LINE or the network down). */
  error: ApiError | null;
  onCheck: () => void;
}

/**
 * The member typed their phone number and staff have not decided yet (ADR 25). Nothing is wrong,
 * so this is calm, not red; the member can ask again without leaving LINE.
 */
export function ClaimPending({ detail, checkedAt, checking, error, onCheck }: ClaimPendingProps) {
  return (
    <Stack gap="md" align="stretch">
      <ThemeIcon size={48} radius="xl" variant="light" color="blue" aria-hidden>
        <IconHourglass size={28} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {th.miniApp.claimPendingTitle}
      </Title>
      <Text role="status">{detail}</Text>
      {error && <ErrorAlert title={th.common.errorTitle} messages={error.errorMessages} />}
      <Button size="md" variant="light" loading={checking} onClick={onCheck}>
        {th.miniApp.checkAgain}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {th.miniApp.checkedAt(formatTime(checkedAt))}
      </Text>
    </Stack>
  );
}
