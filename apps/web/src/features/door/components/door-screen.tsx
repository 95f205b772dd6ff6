import { Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type DoorMeeting, type DoorMeetings, useDoorMeetings } from '../api/get-door-meetings.ts';
import { DoorPanel } from './door-panel.tsx';

const t = th.door;

/** The spec's width for a list screen; on a phone the screen is as wide as the phone. */
const MAX_WIDTH = 700;

/**
 * "หน้างาน" (issue 35): the visitor host's screen at the meeting's door, phone first. The meeting
 * (today's, or the next, as the server says) over its door list.
 */
export function DoorScreen() {
  const meetings = useDoorMeetings();
  return (
    <Stack gap="md" maw={MAX_WIDTH}>
      <Title order={1} fz="h3">
        {t.title}
      </Title>
      <QueryView
        query={meetings}
        loadFailed={t.meetingsLoadFailed}
        empty={t.noMeetings}
        isEmpty={(data) => data.meetings.length === 0}
      >
        {(data) => <MeetingDoor data={data} />}
      </QueryView>
    </Stack>
  );
}

function MeetingDoor({ data }: { data: DoorMeetings }) {
  const [chosen, setChosen] = useState<number | null>(null);
  // The host's pick while it is still offered; otherwise the one the server says to open.
  const meetingId =
    [chosen, data.current].find((id) => id !== null && data.meetings.some((meeting) => meeting.id === id)) ??
    data.meetings[0]?.id;
  if (meetingId === undefined) return null;
  return (
    <Stack gap="md">
      <Select
        size="md"
        label={t.meetingLabel}
        data={data.meetings.map((meeting) => ({ value: String(meeting.id), label: meetingLabel(meeting) }))}
        value={String(meetingId)}
        onChange={(value) => value && setChosen(Number(value))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {/* A key per meeting: its search, filter and dialogs start afresh. */}
      <DoorPanel key={meetingId} meetingId={meetingId} />
    </Stack>
  );
}

function meetingLabel(meeting: DoorMeeting): string {
  const date = formatDateTime(meeting.starts);
  return meeting.cancelled ? t.meetingCancelledOption(meeting.name, date) : t.meetingOption(meeting.name, date);
}
