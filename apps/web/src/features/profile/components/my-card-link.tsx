import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconEyeOff } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { businessCardPath } from '../../../lib/business-card.ts';

/** The link to the member's own public card, to open or copy and pass on; says so while it is hidden. */
export function MyCardLink({ publicCardId, hidden }: { publicCardId: string; hidden: boolean }) {
  const path = businessCardPath(publicCardId);
  const url = new URL(path, window.location.origin).href;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {th.card.linkDescription}
      </Text>
      {hidden && (
        <Alert color="yellow" variant="light" icon={<IconEyeOff size={18} aria-hidden />} p="xs">
          {th.card.hiddenNotice}
        </Alert>
      )}
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="my-card-url">
        {url}
      </Text>
      <Group gap="xs">
        {/* A full page load: the server renders the card page itself (ADR 21). */}
        <Button component="a" href={path} variant="light">
          {th.card.open}
        </Button>
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              onClick={copy}
              aria-live="polite"
            >
              {copied ? th.card.copied : th.card.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
