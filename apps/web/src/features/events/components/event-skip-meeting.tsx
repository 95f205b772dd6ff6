import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarX } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { useMyAttendance } from '../../../lib/my-attendance.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { useSaySkipMeeting, useWithdrawSkipMeeting } from '../api/skip-meeting.ts';

const t = th.skipMeeting;

/**
 * A coming weekly meeting's "I will miss it" (issue 35): it takes the member off the venue's
 * headcount and excuses nothing, so it asks first and says so. What the member said comes from
 * their attendance, asked once for the whole screen (every card shares the query). A substitute
 * is shown by the card's substitute section; other events and started meetings have no answer.
 */
export function EventSkipMeeting({ event }: { event: AvailableEvent }) {
  if (event.substitute_fee === null || event.is_cancelled) return null;
  if (Date.parse(event.event_start_date_time) <= Date.now()) return null;
  return <SkipMeetingState event={event} />;
}

function SkipMeetingState({ event }: { event: AvailableEvent }) {
  const attendance = useMyAttendance();
  // Until the member's answer is known, nothing: offering the wrong button could mislead.
  const answer = attendance.data?.upcoming.find((meeting) => meeting.id === event.id)?.answer;
  if (answer === 'coming') return <SkipButton event={event} />;
  if (answer === 'will_miss') return <SaidSkip event={event} />;
  if (answer === 'on_leave') {
    return (
      <Text size="sm" c="dimmed" data-testid="event-attendance">
        {t.onLeave}
      </Text>
    );
  }
  return null;
}

function SkipButton({ event }: { event: AvailableEvent }) {
  const skip = useSubmit(useSaySkipMeeting(), { success: (answer) => answer.detail, fields: [] });
  return (
    <ConfirmButton
      button={(ask) => (
        <Button
          size="md"
          fullWidth
          variant="default"
          leftSection={<IconCalendarX size={20} aria-hidden />}
          onClick={ask}
        >
          {t.skip}
        </Button>
      )}
      title={t.confirmTitle}
      message={t.confirmMessage(event.name)}
      confirmLabel={t.skip}
      dismissLabel={t.keep}
      loading={skip.pending}
      onConfirm={() => skip.submit(event.id)}
    />
  );
}

function SaidSkip({ event }: { event: AvailableEvent }) {
  const withdraw = useSubmit(useWithdrawSkipMeeting(), { success: (answer) => answer.detail, fields: [] });
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="event-attendance">
      <Stack gap="xs">
        <Text fw={600}>{t.said}</Text>
        <Text size="sm">{t.saidHint}</Text>
        <Button
          size="md"
          fullWidth
          variant="light"
          leftSection={<IconCalendarCheck size={20} aria-hidden />}
          loading={withdraw.pending}
          onClick={() => void withdraw.submit(event.id)}
        >
          {t.coming}
        </Button>
      </Stack>
    </Paper>
  );
}
