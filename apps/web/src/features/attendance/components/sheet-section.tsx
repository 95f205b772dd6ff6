import { Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type AttendanceMeeting, useAttendanceMeetings } from '../api/get-attendance-meetings.ts';
import { defaultMeeting } from '../utils/default-meeting.ts';
import { SheetPanel } from './sheet-panel.tsx';

const t = th.attendance.sheet;

/** The PALMS sheet of a weekly meeting the Vice President picks. */
export function SheetSection() {
  const meetings = useAttendanceMeetings();
  return (
    <Stack gap="md" component="section" aria-labelledby="attendance-sheet-title">
      <Title order={2} fz="h4" id="attendance-sheet-title">
        {t.title}
      </Title>
      <QueryView query={meetings} loadFailed={t.meetingsLoadFailed} empty={t.noMeetings}>
        {(list) => <MeetingSheet meetings={list} />}
      </QueryView>
    </Stack>
  );
}

function MeetingSheet({ meetings }: { meetings: readonly AttendanceMeeting[] }) {
  // Chosen once: closing a meeting refreshes the list, and the screen must stay on that meeting
  // rather than jump to the next one that needs closing.
  const [chosen, setChosen] = useState(() => defaultMeeting(meetings)?.id);
  const meetingId = meetings.some((meeting) => meeting.id === chosen) ? chosen : meetings[0]?.id;
  if (meetingId === undefined) return null;
  return (
    <Stack gap="md">
      <Select
        label={t.meetingLabel}
        data={meetings.map((meeting) => ({ value: String(meeting.id), label: meetingLabel(meeting) }))}
        value={String(meetingId)}
        onChange={(value) => value && setChosen(Number(value))}
        allowDeselect={false}
        maw={480}
        comboboxProps={{ withinPortal: true }}
      />
      {/* A key per meeting: its dialogs start afresh. */}
      <SheetPanel key={meetingId} meetingId={meetingId} />
    </Stack>
  );
}

function meetingLabel(meeting: AttendanceMeeting): string {
  const date = formatDateTime(meeting.starts);
  if (meeting.entered) return t.meetingEnteredOption(meeting.name, date);
  if (meeting.closed) return t.meetingClosedOption(meeting.name, date);
  return t.meetingOption(meeting.name, date);
}
