import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconId } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import { businessCardPath } from '../../../lib/business-card.ts';

/** The member's own public business card: its link to open or copy and pass on. */
export function MyCardLink({ publicCardId }: { publicCardId: string }) {
  const path = businessCardPath(publicCardId);
  const url = new URL(path, window.location.origin).href;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-card-title">
      <Stack gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconId size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz="h4" id="my-card-title">
            {th.profile.myCardTitle}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {th.profile.myCardDescription}
        </Text>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="my-card-url">
          {url}
        </Text>
        <Group gap="xs">
          {/* A full page load: the server renders the card page itself (ADR 21). */}
          <Button component="a" href={path} variant="light">
            {th.profile.myCardOpen}
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
                {copied ? th.profile.copied : th.profile.myCardCopy}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
