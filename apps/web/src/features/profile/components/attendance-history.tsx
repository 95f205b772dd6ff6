import type { TPalms } from '@chapter/contract/attendance';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import type { MyAttendance } from '../../../lib/my-attendance.ts';

const t = th.myAttendance;

/** Present and late are attendance, leave and a substitute excused, an absence counts against the limit. */
const STATUS_COLOURS: Record<TPalms, string> = { P: 'green', L: 'orange', M: 'blue', S: 'grape', A: 'red' };

/** The closed meetings of six months, newest first: one line each, so it reads at 360 px. */
export function AttendanceHistory({ history }: { history: MyAttendance['history'] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="attendance-history-title">
      <Title order={3} fz="h5" id="attendance-history-title">
        {t.historyTitle}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.historyEmpty}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {history.map((meeting) => (
            <Group
              key={meeting.id}
              component="li"
              justify="space-between"
              align="flex-start"
              wrap="nowrap"
              gap="sm"
              data-testid="attendance-history-item"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {formatDate(meeting.starts)} {meeting.name}
                </Text>
                {meeting.visitors > 0 && (
                  <Text size="xs" c="dimmed">
                    {t.visitors(meeting.visitors)}
                  </Text>
                )}
              </Stack>
              <Badge color={STATUS_COLOURS[meeting.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
                {t.status[meeting.status]}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
