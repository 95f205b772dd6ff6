import { Button, Group, Table, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDateTime, formatPeriod } from '../../../lib/format.ts';
import type { AdminEvent } from '../api/admin-events.ts';
import { ResponsiveList, wrapWords } from './responsive-list.tsx';
import { StatusBadge } from './status-badge.tsx';

/** What a button on an event asks the page to open. */
export type EventAction = { [Kind in 'form' | 'cancel' | 'delete']: { kind: Kind; event: AdminEvent } }[
  | 'form'
  | 'cancel'
  | 'delete'];

interface EventListProps {
  events: readonly AdminEvent[];
  onAction: (action: EventAction) => void;
}

/** The month's events: a table on a desktop, a card each on a phone. */
export function EventList({ events, onAction }: EventListProps) {
  const t = th.backOffice.events;
  return (
    <ResponsiveList
      items={events}
      itemKey={(event) => event.id}
      label={th.backOffice.nav.events}
      columns={[t.name, t.when, t.price, t.registrations, t.status]}
      row={(event) => (
        <>
          <Table.Td>
            <Text fw={500} style={wrapWords}>
              {event.name}
            </Text>
            <MeetingBadge event={event} />
            <Text size="sm" c="dimmed" style={wrapWords}>
              {event.location_name}
            </Text>
          </Table.Td>
          <Table.Td>{formatPeriod(event.event_start_date_time, event.event_end_date_time)}</Table.Td>
          <Table.Td>
            <Price event={event} />
          </Table.Td>
          <Table.Td>{t.registrationCount(event.registration_count, event.paid_count)}</Table.Td>
          <Table.Td>
            <EventStatus event={event} />
          </Table.Td>
          <Table.Td>
            <EventButtons event={event} onAction={onAction} />
          </Table.Td>
        </>
      )}
      cardLabel={(event) => event.name}
      card={(event) => (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} style={{ ...wrapWords, minWidth: 0 }}>
              {event.name}
            </Text>
            <EventStatus event={event} />
          </Group>
          <MeetingBadge event={event} />
          {event.location_name && (
            <Text size="sm" c="dimmed" style={wrapWords}>
              {event.location_name}
            </Text>
          )}
          <Text size="sm">{formatPeriod(event.event_start_date_time, event.event_end_date_time)}</Text>
          <Price event={event} />
          <Text size="sm">{t.registrationCount(event.registration_count, event.paid_count)}</Text>
          <EventButtons event={event} onAction={onAction} />
        </>
      )}
    />
  );
}

function Price({ event }: { event: AdminEvent }) {
  const t = th.backOffice.events;
  return (
    <div>
      <Text size="sm">{th.common.baht(formatBaht(event.price))}</Text>
      {event.early_bird_price !== null && event.early_bird_end_date_time !== null && (
        <Text size="sm" c="dimmed">
          {t.earlyBird(formatBaht(event.early_bird_price), formatDateTime(event.early_bird_end_date_time))}
        </Text>
      )}
    </div>
  );
}

/** A meeting of the weekly series (ADR 53): its values follow the series page until edited here. */
function MeetingBadge({ event }: { event: AdminEvent }) {
  if (event.series_id === null) return null;
  return (
    <div>
      <StatusBadge color="blue" variant="outline">
        {th.backOffice.events.meeting}
      </StatusBadge>
    </div>
  );
}

const hasEnded = (event: AdminEvent) => new Date(event.event_end_date_time).getTime() <= Date.now();

/** Cancelled, ended (a past event is no longer open to anyone), or open. */
function EventStatus({ event }: { event: AdminEvent }) {
  const t = th.backOffice.events;
  if (event.cancelled_at !== null) return <StatusBadge color="red">{t.cancelled}</StatusBadge>;
  if (hasEnded(event)) return <StatusBadge color="gray">{t.ended}</StatusBadge>;
  return <StatusBadge color="green">{t.open}</StatusBadge>;
}

/**
 * Edit while not cancelled; cancel while registered for and not over; delete while nobody ever
 * registered. A weekly meeting is never deleted (the series would make its week again): a week
 * without one is a cancelled meeting, registered for or not.
 */
function EventButtons({ event, onAction }: { event: AdminEvent; onAction: (action: EventAction) => void }) {
  const t = th.backOffice.events;
  const cancelled = event.cancelled_at !== null;
  const finished = hasEnded(event);
  const meeting = event.series_id !== null;
  return (
    <Group gap="xs">
      {!cancelled && (
        <Button size="xs" variant="default" onClick={() => onAction({ kind: 'form', event })}>
          {th.backOffice.edit}
        </Button>
      )}
      {!cancelled && !finished && (event.has_registrations || meeting) && (
        <Button size="xs" color="red" variant="light" onClick={() => onAction({ kind: 'cancel', event })}>
          {t.cancel}
        </Button>
      )}
      {!event.has_registrations && !meeting && (
        <Button size="xs" color="red" variant="subtle" onClick={() => onAction({ kind: 'delete', event })}>
          {t.delete}
        </Button>
      )}
    </Group>
  );
}
