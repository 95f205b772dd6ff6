import { CloseButton, Group, Loader, Paper, Progress, ScrollArea, Stack, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { isLive, type MessageRun } from '../api/get-message-run.ts';
import { DeliveryStatus } from './delivery-status.tsx';

/**
 * What became of the last send for each member, kept on screen after the toast has gone: who got
 * it, who was only recorded, and why the others did not (no LINE, reminders off, nothing owed).
 * While LINE is still getting the messages it says how many are left, and each member's row turns
 * from waiting to its result as the screen hears of it.
 */
export function SendResults({ result, onClose }: { result: MessageRun; onClose: () => void }) {
  const live = isLive(result);
  const total = result.results.length;
  const left = result.counts.pending;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="send-results-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} fz="h5" id="send-results-title">
            {th.results.title}
          </Title>
          <CloseButton aria-label={th.results.close} onClick={onClose} size="lg" />
        </Group>
        <Text size="sm" c="dimmed">
          {result.detail}
        </Text>
        {live && (
          <Stack gap={4} data-testid="send-progress">
            <Group gap="xs" wrap="nowrap">
              <Loader size="xs" aria-hidden />
              <Text size="sm" aria-live="polite">
                {th.results.sending(left, total)}
              </Text>
            </Group>
            <Progress
              value={total === 0 ? 0 : ((total - left) / total) * 100}
              aria-label={th.results.progress}
              size="sm"
            />
          </Stack>
        )}
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {result.results.map((item) => (
              <li key={item.member} data-testid="send-result">
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.full_name}
                  </Text>
                  <DeliveryStatus status={item.status} />
                </Group>
                {item.detail && item.status !== 'sent' && (
                  <Text size="xs" c="dimmed">
                    {item.detail}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
