import type { TAtRisk } from '@chapter/contract/attendance';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useAtRisk } from '../api/get-at-risk.ts';
import { useRemindAbsent } from '../api/remind-absent.ts';

const t = th.attendance.atRisk;

/** Members whose absences in six months reach the chapter's warning, and a LINE reminder to those ticked. */
export function AtRiskSection() {
  const atRisk = useAtRisk();
  return (
    <Stack gap="md" component="section" aria-labelledby="attendance-at-risk-title">
      <Title order={2} fz="h4" id="attendance-at-risk-title">
        {t.title}
      </Title>
      <QueryView query={atRisk} loadFailed={t.loadFailed} empty={t.empty} isEmpty={(data) => data.members.length === 0}>
        {(data) => <AtRiskList data={data} />}
      </QueryView>
    </Stack>
  );
}

function AtRiskList({ data }: { data: TAtRisk }) {
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const remind = useSubmit(useRemindAbsent(), {
    success: (result) => result.detail,
    onSuccess: () => setChosen([]),
    fields: [],
  });
  // Only members still listed: a refresh may have taken one off since they were ticked.
  const ticked = data.members.filter((member) => chosen.includes(member.member)).map((member) => member.member);
  const all = ticked.length === data.members.length;

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t.rule(data.warning, data.limit)}
      </Text>
      <Checkbox
        size="md"
        label={t.chooseAll}
        checked={all}
        indeterminate={ticked.length > 0 && !all}
        onChange={(event) => setChosen(event.currentTarget.checked ? data.members.map((member) => member.member) : [])}
      />
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={t.listLabel}>
        {data.members.map((member) => (
          <Paper key={member.member} component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
            <Stack gap={6}>
              {/* The name is the box's label: the whole name is a target to tick, not only the box. */}
              <Checkbox
                size="md"
                label={member.name}
                checked={ticked.includes(member.member)}
                onChange={(event) => toggle(member.member, event.currentTarget.checked)}
                styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' } }}
              />
              <Group gap="xs" pl={36}>
                <Badge color={member.level === 'limit' ? 'red' : 'yellow'} variant="light">
                  {t.levels[member.level]}
                </Badge>
                <Text size="sm">{t.absences(member.absences)}</Text>
                <Text size="xs" c="dimmed">
                  {t.lastAbsent(formatDate(member.last_absent))}
                </Text>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Group gap="sm">
        <Button
          leftSection={<IconBrandLine size={18} aria-hidden />}
          disabled={ticked.length === 0}
          loading={remind.pending}
          onClick={() => void remind.submit(ticked)}
        >
          {t.remind}
        </Button>
        {ticked.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t.chosen(ticked.length)}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
