import type { TAttendanceSheet } from '@chapter/contract/attendance';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';

const t = th.attendance.sheet;

/** The sheet's counts per letter and its visitors, the figures BNI Connect's summary shows. */
export function SheetTotals({ totals }: { totals: TAttendanceSheet['totals'] }) {
  const figures = [
    ...(['P', 'A', 'L', 'M', 'S'] as const).map((letter) => ({
      key: letter,
      label: `${letter} · ${t.palms[letter]}`,
      value: totals[letter],
    })),
    { key: 'V', label: t.visitorsTotal, value: totals.V },
  ];
  return (
    <Paper withBorder p="sm" component="section" aria-label={t.totalsLabel} data-testid="attendance-totals">
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {figures.map((figure) => (
          <div key={figure.key}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={600}>{figure.value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
