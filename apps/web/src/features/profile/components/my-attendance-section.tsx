import { Text } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { QueryView } from '../../../components/query-view.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import { LEAVE_PARAM, meetingParam } from '../../../lib/meeting-links.ts';
import { type MyAttendance, useMyAttendance } from '../../../lib/my-attendance.ts';
import { AttendanceHistory } from './attendance-history.tsx';
import { MyLeaveList } from './my-leave-list.tsx';
import { WARNING_TEXT } from './warning-colour.ts';

const t = th.myAttendance;

/**
 * "การเข้าประชุมของฉัน" on the profile (issue 35): absences in six months against the chapter's
 * limit, the closed meetings with what each made of the member, and their leave, asked for here.
 */
export function MyAttendanceSection() {
  const attendance = useMyAttendance();
  // The chat's "ลา" opens the mini-app here with the leave form on that meeting's day (issue 37).
  const leaveFor = meetingParam(useLocation().search, LEAVE_PARAM);
  return (
    <SectionCard titleId="my-attendance-title" icon={IconCalendarStats} title={t.title} gap="sm">
      <QueryView query={attendance} loadFailed={t.loadFailed}>
        {(data) => (
          <>
            <AbsenceSummary attendance={data} />
            <AttendanceHistory history={data.history} />
            <MyLeaveList leave={data.leave} askFor={meetingDay(data, leaveFor)} />
          </>
        )}
      </QueryView>
    </SectionCard>
  );
}

/** The count in the warning colour from the chapter's warning, in red from its limit (the seat at risk). */
function AbsenceSummary({ attendance }: { attendance: MyAttendance }) {
  const { absences, warning, limit } = attendance;
  const level = absences >= limit ? 'limit' : absences >= warning ? 'warning' : 'fine';
  // Dark enough to read at this size on white (WCAG AA).
  const colour = { limit: 'red.8', warning: WARNING_TEXT, fine: undefined }[level];
  return (
    <div data-testid="my-absences" data-level={level}>
      <Text fw={600} c={colour}>
        {t.absences(absences, limit)}
      </Text>
      {level !== 'fine' && (
        <Text size="sm" c={colour}>
          {level === 'limit' ? t.atLimit : t.warning}
        </Text>
      )}
    </div>
  );
}

/** The Bangkok day (YYYY-MM-DD) of a coming meeting the member may still answer, or undefined. */
function meetingDay(attendance: MyAttendance, meetingId: number | null): string | undefined {
  const meeting = attendance.upcoming.find((coming) => coming.id === meetingId);
  if (!meeting) return undefined;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(meeting.starts));
}
