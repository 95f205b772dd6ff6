import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import type { Visitor } from '../api/get-visit.ts';

const t = th.visit.slips;
type Slip = Visitor['slips'][number];

const COLORS: Record<Slip['status'], string> = { waiting: 'yellow', accepted: 'green', refused: 'red' };

/** The slips the visitor sent, with staff's answer, and why when they refused one. */
export function VisitSlips({ slips }: { slips: Slip[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="visit-slips-title">
      <Title order={2} fz="h4" id="visit-slips-title">
        {t.title}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {slips.map((slip) => (
          <Paper key={slip.id} component="li" withBorder radius="md" p="sm" data-testid="visit-slip">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2}>
                <Text size="sm">{t.sentAt(formatDateTime(slip.created))}</Text>
                <Text size="sm" fw={600} c={slip.amount === null ? 'dimmed' : undefined}>
                  {slip.amount === null ? t.noAmount : t.amount(formatBaht(slip.amount))}
                </Text>
              </Stack>
              <Badge
                color={COLORS[slip.status]}
                variant="light"
                size="lg"
                radius="sm"
                tt="none"
                data-status={slip.status}
              >
                {t.statuses[slip.status]}
              </Badge>
            </Group>
            {slip.status === 'refused' && slip.refusal_reason && (
              <Text size="sm" c="red.9" mt="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {t.refusalReason(slip.refusal_reason)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
