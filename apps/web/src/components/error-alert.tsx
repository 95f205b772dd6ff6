import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as th from '../i18n/th.ts';

interface ErrorAlertProps {
  title: string;
  /** ApiError.errorMessages: each on its own line, as the server wrote it. */
  messages: string[];
  /** Offers "ลองอีกครั้ง" (try again), e.g. a query's refetch. */
  onRetry?: () => void;
  /** The retry is running: its button spins. */
  retrying?: boolean;
  children?: ReactNode;
}

/** A red box with a failed call's messages; role="alert" so screen readers announce it at once. */
export function ErrorAlert({ title, messages, onRetry, retrying = false, children }: ErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      <Stack gap={4}>
        {messages.map((message, index) => (
          // Messages can repeat and have no id; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {message}
          </Text>
        ))}
        {onRetry && (
          <Group mt="xs">
            <Button size="md" variant="white" color="red" loading={retrying} onClick={onRetry}>
              {th.common.retry}
            </Button>
          </Group>
        )}
        {children}
      </Stack>
    </Alert>
  );
}
