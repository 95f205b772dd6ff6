import { Alert, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import * as th from '../../../i18n/th.ts';
import { formatPeriod, formatTime } from '../../../lib/format.ts';
import { type DoorList, useDoorList } from '../api/get-door-list.ts';
import { DOOR_FILTERS, type DoorFilter, doorCounts, filterPeople } from '../utils/door-people.ts';
import { CashDialog, type CashTarget } from './cash-dialog.tsx';
import { CodeCheckIn } from './code-check-in.tsx';
import classes from './door-person-card.module.css';
import { DoorPersonCard } from './door-person-card.tsx';
import { WalkInButton } from './walk-in-dialog.tsx';

const t = th.door;

/** One meeting's door: what it is, the counts, checking in by code or QR, walk-ins, and the list. */
export function DoorPanel({ meetingId }: { meetingId: number }) {
  const list = useDoorList(meetingId);
  return (
    <QueryView query={list} loadFailed={t.listLoadFailed}>
      {(data) => <DoorListView meetingId={meetingId} data={data} />}
    </QueryView>
  );
}

function DoorListView({ meetingId, data }: { meetingId: number; data: DoorList }) {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<DoorFilter>('all');
  // One cash dialog at a time, for a seat tapped in the list or a walk-in just registered.
  const [cashFor, setCashFor] = useState<CashTarget | null>(null);
  const { meeting } = data;
  const counts = doorCounts(data.people);
  const shown = filterPeople(data.people, filter, search);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t.meetingWhere(meeting.location_name, formatPeriod(meeting.starts, meeting.ends))}
        </Text>
        <Text size="sm" c="dimmed">
          {t.onTimeUntil(formatTime(meeting.on_time_until))}
        </Text>
      </Stack>
      {meeting.cancelled && (
        <Alert color="red" variant="light" role="status">
          {t.meetingCancelled}
        </Alert>
      )}
      <Group gap="xs" aria-label={t.counts.label} role="group" data-testid="door-counts">
        <Badge size="lg" variant="light" color="green">
          {t.counts.checkedIn(counts.checkedIn, counts.expected)}
        </Badge>
        <Badge size="lg" variant="light" color="grape">
          {t.counts.guests(counts.guests)}
        </Badge>
      </Group>
      <CodeCheckIn meetingId={meetingId} />
      <WalkInButton
        meetingId={meetingId}
        people={data.people}
        notice={data.visitor_notice}
        onWalkedIn={(walkedIn) => setCashFor(walkedIn)}
      />
      <SearchInput label={t.search} value={search} onChange={setSearch} />
      <SegmentedControl
        aria-label={t.filterLabel}
        fullWidth
        orientation="horizontal"
        value={filter}
        onChange={(value) => setFilter(value as DoorFilter)}
        data={DOOR_FILTERS.map((value) => ({ value, label: t.filters[value] }))}
        // Four choices across a 360 px phone: a long label wraps inside its segment instead of
        // pushing the row wider than the screen (inline, so it wins over Mantine's nowrap).
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25, paddingInline: 4 } }}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t.nobody}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t.listLabel}>
          {shown.map((person) => (
            <DoorPersonCard
              key={`${person.kind}-${person.member ?? person.guest}`}
              meetingId={meetingId}
              person={person}
              onTakeCash={setCashFor}
            />
          ))}
        </ul>
      )}
      {cashFor && <CashDialog meetingId={meetingId} target={cashFor} onClose={() => setCashFor(null)} />}
    </Stack>
  );
}
