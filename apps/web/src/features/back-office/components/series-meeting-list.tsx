import { Button, Group, Table, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';
import type { AdminEvent } from '../api/admin-events.ts';
import { ResponsiveList } from './responsive-list.tsx';
import { StatusBadge } from './status-badge.tsx';

interface SeriesMeetingListProps {
  meetings: readonly AdminEvent[];
  /** Asks the page to confirm cancelling a coming meeting (a series meeting is never deleted). */
  onCancel: (meeting: AdminEvent) => void;
}

const hasEnded = (meeting: AdminEvent) => new Date(meeting.event_end_date_time).getTime() <= Date.now();
const timeOf = (meeting: AdminEvent) =>
  `${formatTime(meeting.event_start_date_time)}–${formatTime(meeting.event_end_date_time)}`;

/** The series' meetings from last week on: a table on a desktop, a card each on a phone. */
export function SeriesMeetingList({ meetings, onCancel }: SeriesMeetingListProps) {
  const t = th.backOffice.meetings;
  const events = th.backOffice.events;
  const registrations = (meeting: AdminEvent) =>
    events.registrationCount(meeting.registration_count, meeting.paid_count);
  return (
    <ResponsiveList
      items={meetings}
      itemKey={(meeting) => meeting.id}
      label={t.meetingsTitle}
      columns={[t.date, t.time, events.registrations, events.status]}
      row={(meeting) => (
        <>
          <Table.Td>{formatDate(meeting.event_start_date_time)}</Table.Td>
          <Table.Td>{timeOf(meeting)}</Table.Td>
          <Table.Td>{registrations(meeting)}</Table.Td>
          <Table.Td>
            <MeetingStatus meeting={meeting} />
          </Table.Td>
          <Table.Td>
            <CancelButton meeting={meeting} onCancel={onCancel} />
          </Table.Td>
        </>
      )}
      cardLabel={(meeting) => formatDate(meeting.event_start_date_time)}
      card={(meeting) => (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div>
              <Text fw={600}>{formatDate(meeting.event_start_date_time)}</Text>
              <Text size="sm">{timeOf(meeting)}</Text>
            </div>
            <MeetingStatus meeting={meeting} />
          </Group>
          <Text size="sm">{registrations(meeting)}</Text>
          <CancelButton meeting={meeting} onCancel={onCancel} />
        </>
      )}
    />
  );
}

function MeetingStatus({ meeting }: { meeting: AdminEvent }) {
  const t = th.backOffice.events;
  if (meeting.cancelled_at !== null) return <StatusBadge color="red">{t.cancelled}</StatusBadge>;
  if (hasEnded(meeting)) return <StatusBadge color="gray">{t.ended}</StatusBadge>;
  return <StatusBadge color="green">{t.open}</StatusBadge>;
}

/** A week without a meeting is a cancelled one, registered for or not, until it is over. */
function CancelButton({ meeting, onCancel }: { meeting: AdminEvent; onCancel: (meeting: AdminEvent) => void }) {
  if (meeting.cancelled_at !== null || hasEnded(meeting)) return null;
  return (
    <Group gap="xs">
      <Button size="xs" color="red" variant="light" onClick={() => onCancel(meeting)}>
        {th.backOffice.events.cancel}
      </Button>
    </Group>
  );
}
