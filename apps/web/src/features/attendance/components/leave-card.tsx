import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import type { LeaveRequest } from '../api/get-leave-requests.ts';
import { formatCalendarDay } from '../utils/calendar-day.ts';

const t = th.attendance.leave;

const STATUS_COLORS: Record<LeaveRequest['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  refused: 'red',
  withdrawn: 'gray',
};

/** The leave's first and last day, DD/MM/YYYY–DD/MM/YYYY. */
export function leavePeriod(request: LeaveRequest): string {
  return t.period(formatCalendarDay(request.starts_on), formatCalendarDay(request.ends_on));
}

/** One leave request: who, when, why, the fees it waits for, and how it was decided. */
export function LeaveCard({ request, actions }: { request: LeaveRequest; actions?: ReactNode }) {
  const unpaid = request.unpaid_meetings.map((meeting) => formatDate(meeting.starts)).join(', ');
  return (
    <Paper component="li" withBorder p="sm" style={{ listStyle: 'none' }} aria-label={request.member_name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {request.member_name}
          </Text>
          <Badge color={STATUS_COLORS[request.status]} variant="light" style={{ flexShrink: 0 }}>
            {t.statuses[request.status]}
          </Badge>
        </Group>
        <Text size="sm">{leavePeriod(request)}</Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {t.reason(request.reason)}
        </Text>
        <Text size="xs" c="dimmed">
          {t.requestedAt(formatDateTime(request.requested_at))}
        </Text>
        {request.status === 'pending' && unpaid !== '' && (
          <Text size="sm" c="orange.8" fw={500}>
            {t.unpaid(unpaid)}
          </Text>
        )}
        {request.decided_at && request.decided_by_name && (
          <Text size="xs" c="dimmed">
            {t.decidedBy(request.decided_by_name, formatDateTime(request.decided_at))}
          </Text>
        )}
        {request.refusal_reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t.refusalReason(request.refusal_reason)}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
