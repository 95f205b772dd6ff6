import type { TCashUpFigures } from '@chapter/contract/cash-up';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import { FigureList } from './figure-list.tsx';

const t = th.cashUp;
const baht = (amount: number) => t.baht(formatBaht(amount));

/**
 * What the meeting should have brought in (members' fees; visitors' and substitutes' who came)
 * against what came in by each way, and the difference, in red when money is missing.
 */
export function CashUpFigures({ figures, closed }: { figures: TCashUpFigures; closed: boolean }) {
  const { expected, received, difference } = figures;
  return (
    <Stack gap="sm">
      {closed && (
        <Text size="sm" c="dimmed">
          {t.atClosing}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FigureList
          title={t.expected}
          testId="cash-up-expected"
          figures={[
            { label: t.kinds.member, value: baht(expected.members) },
            { label: t.kinds.visitor, value: baht(expected.visitors) },
            { label: t.kinds.substitute, value: baht(expected.substitutes) },
            { label: t.total, value: baht(expected.total), total: true },
          ]}
        />
        <FigureList
          title={t.received}
          testId="cash-up-received"
          figures={[
            { label: t.sources.transfer, value: baht(received.transfers) },
            { label: t.sources.cash, value: baht(received.cash) },
            { label: t.sources.credit, value: baht(received.credit) },
            { label: t.sources.waived, value: baht(received.waived) },
            { label: t.total, value: baht(received.total), total: true },
          ]}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm" wrap="nowrap" data-testid="cash-up-difference">
        <Text fw={700}>{t.difference}</Text>
        {/* red.8: dark enough to read at this size on white (WCAG AA). */}
        <Text fw={700} c={difference < 0 ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {baht(difference)}
        </Text>
      </Group>
    </Stack>
  );
}
