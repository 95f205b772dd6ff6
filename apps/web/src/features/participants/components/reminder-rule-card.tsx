import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useDeleteReminderRule } from '../api/delete-reminder-rule.ts';
import type { ReminderRule } from '../api/get-reminder-rules.ts';
import { useSetReminderRuleActive } from '../api/set-reminder-rule-active.ts';
import { ruleDescription, ruleLastRun, ruleMessage, ruleNextRun } from '../utils/rule-text.ts';

const r = th.rules;

/** One rule: when and to whom, what it sends, next and last run; pause or resume it, or delete it after asking. */
export function ReminderRuleCard({ rule }: { rule: ReminderRule }) {
  const description = ruleDescription(rule);
  const setActive = useSubmit(useSetReminderRuleActive(), {
    success: (updated) => (updated.active ? r.resumedDone : r.pausedDone),
    fields: [],
  });
  const [confirming, confirm] = useDisclosure(false);
  const remove = useSubmit(useDeleteReminderRule(), { success: r.deleted, onSuccess: confirm.close, fields: [] });

  const toggle = () => setActive.submit({ id: rule.id, active: !rule.active });

  const handleDelete = () => remove.submit(rule.id);

  return (
    <Paper component="article" aria-label={description} withBorder p="sm" radius="md" data-testid="reminder-rule">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {description}
          </Text>
          <Badge color={rule.active ? 'green' : 'gray'} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {rule.active ? r.active : r.paused}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {ruleMessage(rule)}
        </Text>
        <Text size="sm" c="dimmed" data-testid="next-run">
          {ruleNextRun(rule)}
        </Text>
        <Text size="sm" c="dimmed" data-testid="last-run">
          {ruleLastRun(rule)}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            size="compact-md"
            variant="default"
            leftSection={
              rule.active ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
            }
            loading={setActive.pending}
            onClick={toggle}
          >
            {rule.active ? r.pause : r.resume}
          </Button>
          <Button
            size="compact-md"
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirm.open}
          >
            {r.delete}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={r.deleteTitle}
        message={r.deleteMessage(description)}
        confirmLabel={r.delete}
        loading={remove.pending}
        onConfirm={handleDelete}
        onClose={confirm.close}
      />
    </Paper>
  );
}
