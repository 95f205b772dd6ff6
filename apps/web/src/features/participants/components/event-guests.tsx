import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { MeetingGuestTools } from './meeting-guest-tools.tsx';
import { MeetingMoneyTools } from './meeting-money-tools.tsx';
import { RecordCard } from './record-card.tsx';
import classes from './record-cards.module.css';

type Guest = MonthEvent['guests'][number];

const g = th.participants.guests;

/**
 * The chosen event's guests, under its members (ADR 54): visitors a member invited and substitutes
 * a member sends, each with who brought them, the seat's price and whether it is paid. They are
 * not members: nobody ticks them for a message, and the central-system check stays about members.
 * One card each, at every width (the list is at most 700 px wide). Staff register a visitor who
 * phoned and export the guests from here, and the treasurer counts the meeting and cashes it up.
 */
export function EventGuests({ event }: { event: MonthEvent }) {
  const titleId = `event-${event.id}-guests`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" id={titleId}>
        {g.title(event.guests.length)}
      </Title>
      <MeetingGuestTools event={event} />
      <MeetingMoneyTools event={event} />
      {event.guests.length === 0 ? (
        <Text size="sm" c="dimmed">
          {g.empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-labelledby={titleId}>
          {event.guests.map((guest) => (
            <GuestCard key={guest.id} guest={guest} />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function GuestCard({ guest }: { guest: Guest }) {
  return (
    <RecordCard
      name={guest.full_name}
      testId="event-guest"
      aside={
        <Badge color={guest.kind === 'substitute' ? 'grape' : 'blue'} variant="light" tt="none">
          {g.kinds[guest.kind]}
        </Badge>
      }
    >
      {guest.company !== '' && (
        <Text size="sm" className={classes.text}>
          {guest.company}
        </Text>
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" className={classes.text}>
          {g.host[guest.kind](guest.host_name)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} className={classes.nowrap}>
            {g.price(formatBaht(guest.price))}
          </Text>
          {/* line.8 and orange.9: dark enough to read at this size on white (WCAG AA). */}
          <Text size="sm" fw={600} c={guest.is_paid ? 'line.8' : 'orange.9'} className={classes.nowrap}>
            {guest.is_paid ? g.paid : g.unpaid}
          </Text>
        </Group>
      </Group>
    </RecordCard>
  );
}
