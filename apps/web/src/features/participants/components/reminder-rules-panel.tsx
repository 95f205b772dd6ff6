import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMoon, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { useChannelQuota } from '../api/get-channel-quota.ts';
import { useReminderRules } from '../api/get-reminder-rules.ts';
import { quotaText } from '../utils/quota-text.ts';
import { ReminderRuleCard } from './reminder-rule-card.tsx';
import { ReminderRuleForm } from './reminder-rule-form.tsx';

const r = th.rules;

/** The rules that send by themselves: what each does, when it sends next, and a form to add one. */
export function ReminderRulesPanel() {
  const rules = useReminderRules();
  const quota = useChannelQuota();
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Text size="sm">{r.intro}</Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconMoon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" data-testid="quiet-hours">
          {r.quietHours}
        </Text>
      </Group>
      {quota.data && (
        <Text size="sm" c="dimmed" data-testid="quota">
          {quotaText(quota.data)}
        </Text>
      )}
      {adding ? (
        <ReminderRuleForm onClose={() => setAdding(false)} />
      ) : (
        <Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {r.add}
          </Button>
        </Group>
      )}
      <QueryView query={rules} loadFailed={r.loadFailed} empty={r.empty}>
        {(list) => (
          <Stack gap="sm">
            {list.map((rule) => (
              <ReminderRuleCard key={rule.id} rule={rule} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
