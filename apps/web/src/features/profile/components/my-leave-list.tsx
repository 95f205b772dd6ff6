import type { TLeaveRequest } from '@chapter/contract/attendance';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useWithdrawLeave } from '../api/leave.ts';
import { WARNING_TEXT } from './warning-colour.ts';

// The date pickers (their styles and dayjs's Thai) are fetched only when a member asks for leave.
const LeaveRequestForm = lazyPart(() => import('./leave-request-form.tsx').then((m) => m.LeaveRequestForm));

const t = th.myAttendance;

const STATUS_COLOURS: Record<TLeaveRequest['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  refused: 'red',
  withdrawn: 'gray',
};

/** A leave's days, DD/MM/YYYY (one day written once). */
const periodOf = (leave: TLeaveRequest) => t.leavePeriod(formatDate(leave.starts_on), formatDate(leave.ends_on));

/** Leave starts at midnight in Bangkok on its first day; from then it can no longer be withdrawn. */
const notStarted = (leave: TLeaveRequest) => Date.parse(`${leave.starts_on}T00:00:00+07:00`) > Date.now();

/**
 * The member's leave requests with their state, "ขอลา" to ask for more, and withdrawing before it
 * starts. `askFor`: a day (YYYY-MM-DD) the form opens on at once (a meeting's "ลา" in the chat).
 */
export function MyLeaveList({ leave, askFor }: { leave: TLeaveRequest[]; askFor?: string | undefined }) {
  const [asking, form] = useDisclosure(askFor !== undefined);
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-leave-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h5" id="my-leave-title">
          {t.leaveTitle}
        </Title>
        <Button variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={form.open}>
          {t.request}
        </Button>
      </Group>
      {leave.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.leaveEmpty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {leave.map((item) => (
            <LeaveItem key={item.id} leave={item} />
          ))}
        </Stack>
      )}
      {asking && (
        // Its code is fetched when first needed; a failed fetch is said in place, with a retry.
        <LoadBoundary fallback={null}>
          <LeaveRequestForm onClose={form.close} day={askFor} />
        </LoadBoundary>
      )}
    </Stack>
  );
}

function LeaveItem({ leave }: { leave: TLeaveRequest }) {
  const withdraw = useSubmit(useWithdrawLeave(), { success: (answer) => answer.detail, fields: [] });
  const period = periodOf(leave);
  const withdrawable = (leave.status === 'pending' || leave.status === 'approved') && notStarted(leave);
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="my-leave-item">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600}>{period}</Text>
          <Badge color={STATUS_COLOURS[leave.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t.leaveStatus[leave.status]}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {leave.reason}
        </Text>
        {leave.status === 'refused' && leave.refusal_reason !== null && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {t.refusedBecause(leave.refusal_reason)}
          </Text>
        )}
        {leave.status === 'pending' && leave.unpaid_meetings.length > 0 && (
          <Text size="sm" c={WARNING_TEXT}>
            {t.unpaidMeetings(leave.unpaid_meetings.length)}
          </Text>
        )}
        {withdrawable && (
          <ConfirmButton
            button={(ask) => (
              <Button variant="outline" color="red" w="fit-content" onClick={ask}>
                {t.withdraw}
              </Button>
            )}
            title={t.withdrawTitle}
            message={t.withdrawMessage(period)}
            confirmLabel={t.withdraw}
            dismissLabel={t.keep}
            loading={withdraw.pending}
            onConfirm={() => withdraw.submit(leave.id)}
          />
        )}
      </Stack>
    </Paper>
  );
}
