import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatPeriod } from '../../../lib/format.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { EventCheckInCode } from './check-in-code-modal.tsx';
import { EventAction } from './event-action.tsx';
import { EventAttendees } from './event-attendees.tsx';
import { EventCancelledNotice } from './event-cancelled-notice.tsx';
import { EventInvite } from './event-invite.tsx';
import { EventPrice } from './event-price.tsx';
import { EventSkipMeeting } from './event-skip-meeting.tsx';
import { EventSubstitute } from './event-substitute.tsx';

/**
 * One upcoming event: name, price, when, where, who is coming, and what the member can do.
 * `openSubstitute`: the member came from the chat to send a substitute to this meeting.
 */
export function EventCard({ event, openSubstitute = false }: { event: AvailableEvent; openSubstitute?: boolean }) {
  const titleId = `event-${event.id}-name`;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="event-card">
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {event.name}
        </Title>
        <EventPrice event={event} />
        <InfoLine icon={<IconCalendarEvent size={18} aria-hidden />} label={th.events.when}>
          <span data-testid="event-period">{formatPeriod(event.event_start_date_time, event.event_end_date_time)}</span>
        </InfoLine>
        <InfoLine icon={<IconMapPin size={18} aria-hidden />} label={th.events.location}>
          {event.location_name}
        </InfoLine>
        {event.is_cancelled ? (
          // Who is still "coming" to a cancelled event means nothing; what became of the member's
          // registration does.
          <EventCancelledNotice event={event} />
        ) : (
          <>
            <EventAttendees attendees={event.attendees} />
            <EventAction event={event} />
            <EventCheckInCode event={event} />
            <EventSubstitute event={event} openForm={openSubstitute} />
            <EventSkipMeeting event={event} />
            <EventInvite event={event} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function InfoLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text component="span" c="dimmed" lh={1} mt={2} style={{ flexShrink: 0 }}>
        {icon}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <VisuallyHidden>{label} </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}
