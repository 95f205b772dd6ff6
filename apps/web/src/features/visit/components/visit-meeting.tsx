import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type Icon, IconCalendarEvent, IconCash, IconClock, IconMapPin, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDate, formatDateTime, formatTime, isSameBangkokDay } from '../../../lib/format.ts';
import type { Visit } from '../api/get-visit.ts';

const t = th.visit.meeting;

/** 06:30–09:00; a meeting that ends on another day names that day too. */
function timeRange(start: string, end: string): string {
  return `${formatTime(start)}–${isSameBangkokDay(start, end) ? formatTime(end) : formatDateTime(end)}`;
}

/**
 * The meeting the visitor is invited to: when, where, what it costs them, and who asked them. A
 * substitute's page names the member they stand in for, and leaves the visitors' fee out (their
 * meal is another price: what they owe is under their registration).
 */
export function VisitMeeting({ visit }: { visit: Visit }) {
  const { meeting } = visit;
  const substitute = visit.visitor?.kind === 'substitute';
  const start = meeting.event_start_date_time;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-meeting-title">
      <Stack gap="xs">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.chapter(visit.chapter_name)}
        </Text>
        <Title order={2} fz="h3" id="visit-meeting-title" style={{ overflowWrap: 'anywhere' }}>
          {meeting.name}
        </Title>
        <Line icon={IconCalendarEvent}>{t.date(formatDate(start))}</Line>
        <Line icon={IconClock}>{t.time(timeRange(start, meeting.event_end_date_time))}</Line>
        <Line icon={IconMapPin}>{t.place(meeting.location_name)}</Line>
        {!substitute && (
          <Line icon={IconCash} strong testId="visit-fee">
            {t.fee(formatBaht(meeting.visitor_fee))}
          </Line>
        )}
        <Line icon={IconUser}>{substitute ? t.substituteOf(visit.host_name) : t.invitedBy(visit.host_name)}</Line>
      </Stack>
    </Paper>
  );
}

function Line({
  icon: LineIcon,
  strong,
  testId,
  children,
}: {
  icon: Icon;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <LineIcon size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fw={strong ? 600 : undefined} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}
