import type { TVisitStatus } from '@chapter/contract/visitors';
import { Badge, type BadgeProps, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { QueryView } from '../../../components/query-view.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import { type MyVisitor, useMyVisitors } from '../api/visitors.ts';

const t = th.myVisitors;

const STATUS_COLORS: Record<TVisitStatus, BadgeProps['color']> = {
  invited: 'gray',
  registered: 'blue',
  pay_at_door: 'yellow',
  slip_waiting: 'orange',
  paid: 'green',
  refused: 'red',
  cancelled: 'dark',
};

/**
 * "ผู้เยี่ยมชมของฉัน": whom the member invited to meetings from last week on, and where each
 * stands. Nothing at all until the member has invited someone (or while it loads); a failure says
 * so, with retry. The links are not here: only their hashes are stored.
 */
export function MyVisitors() {
  const visitors = useMyVisitors();
  if (visitors.data === undefined ? !visitors.isError : visitors.data.length === 0) return null;
  return (
    <SectionCard titleId="my-visitors-title" icon={IconUsers} title={t.title} gap="sm">
      <QueryView query={visitors} loadFailed={t.loadFailed}>
        {(list) => (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((visitor) => (
              <VisitorRow key={visitor.invitation} visitor={visitor} />
            ))}
          </Stack>
        )}
      </QueryView>
    </SectionCard>
  );
}

function VisitorRow({ visitor }: { visitor: MyVisitor }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="my-visitor">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {visitor.visitor_name === null ? (
            <Text c="dimmed">{t.notRegistered}</Text>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {visitor.visitor_name}
            </Text>
          )}
          {visitor.company && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {visitor.company}
            </Text>
          )}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t.meeting(visitor.meeting.name, formatDate(visitor.meeting.event_start_date_time))}
          </Text>
        </Stack>
        <Badge color={STATUS_COLORS[visitor.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
          {th.visitStatusLabels[visitor.status]}
        </Badge>
      </Group>
    </Paper>
  );
}
