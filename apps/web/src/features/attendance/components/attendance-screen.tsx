import { Stack, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { canKeepAttendance } from '../../../lib/session.ts';
import { AtRiskSection } from './at-risk-section.tsx';
import { LeaveSection } from './leave-section.tsx';
import { SheetSection } from './sheet-section.tsx';

/** Wide enough for the sheet's table; on a phone the screen is as wide as the phone. */
const MAX_WIDTH = 960;

/**
 * "การเข้าประชุม" (issue 35): the Vice President's (or an Admin's) PALMS sheet and leave decisions,
 * and the members at risk for their absences, which the Secretary/Treasurer follows up too and so
 * is all they see here. It only decides what to show: the server refuses the rest (403).
 */
export function AttendanceScreen() {
  const keeper = canKeepAttendance();
  return (
    <Stack gap="xl" maw={MAX_WIDTH}>
      <Title order={1} fz="h3">
        {th.attendance.title}
      </Title>
      {keeper && <SheetSection />}
      {keeper && <LeaveSection />}
      <AtRiskSection />
    </Stack>
  );
}
