import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDate, formatDateTime } from '../../../lib/format.ts';
import type { Confirmation } from '../api/payment-confirmations.ts';
import { StatusBadge } from './status-badge.tsx';
import { PersonName } from './whole-names.tsx';

/** +550, −1,200 or 0: what a confirmation did to the member's credit. */
export function signedBaht(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatBaht(Math.abs(amount))}`;
}

/**
 * One confirmed payment as a card rather than a table row, so it reads at 360 px as well as on a
 * desktop: who paid, when, how much, for what, and what it did to their credit.
 */
export function ConfirmationCard({
  confirmation,
  onReverse,
}: {
  confirmation: Confirmation;
  onReverse: (confirmation: Confirmation) => void;
}) {
  const t = th.paymentsPage;
  const reversed = confirmation.reversed_at !== null;
  const reasons = [
    confirmation.received_reason && t.receivedReason(confirmation.received_reason),
    confirmation.waiver_reason && t.waiverReason(confirmation.waiver_reason),
  ].filter((reason): reason is string => Boolean(reason));

  return (
    <Paper
      component="li"
      withBorder
      p="md"
      aria-label={`${formatDateTime(confirmation.confirmed_at)} ${confirmation.member.full_name}`}
      // A reversed entry is set apart by its background, not faded: faded text fell under 4.5:1.
      bg={reversed ? 'gray.0' : undefined}
      style={{ listStyle: 'none' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'break-word' }}>
              <PersonName name={confirmation.member.full_name} />
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(confirmation.confirmed_at)} · {t.confirmedBy(confirmation.confirmed_by.full_name)}
            </Text>
          </div>
          {reversed && <StatusBadge color="red">{t.reversed}</StatusBadge>}
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
          <Amount label={t.received} value={th.common.baht(formatBaht(confirmation.received))} />
          <Amount label={t.applied} value={th.common.baht(formatBaht(confirmation.applied))} />
          <Amount label={t.waived} value={th.common.baht(formatBaht(confirmation.waived))} />
          <Amount label={t.creditChange} value={th.common.baht(signedBaht(confirmation.credit_change))} />
        </SimpleGrid>

        <div>
          <Text size="sm" c="dimmed">
            {reversed ? t.paidBeforeReversal : t.paidRegistrations}
          </Text>
          {confirmation.registrations.length === 0 ? (
            <Text size="sm">{t.noRegistrations}</Text>
          ) : (
            confirmation.registrations.map((registration) => (
              <Text key={registration.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t.eventLine(registration.event_name, formatDate(registration.event_start_date_time))} ·{' '}
                {th.common.baht(formatBaht(registration.price))}
              </Text>
            ))
          )}
        </div>

        {reasons.map((reason) => (
          <Text key={reason} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {reason}
          </Text>
        ))}

        {confirmation.slip_references.length > 0 && (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {t.slipReferences(confirmation.slip_references.join(', '))}
          </Text>
        )}
        {reversed && confirmation.slips.length > 0 && (
          <Text size="sm">{t.slipsBackToStaff(confirmation.slips.length)}</Text>
        )}

        {reversed ? (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {t.reversedDetail(
              formatDateTime(confirmation.reversed_at ?? ''),
              confirmation.reversed_by?.full_name ?? '',
              confirmation.reversal_reason ?? '',
            )}
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button size="xs" color="red" variant="light" onClick={() => onReverse(confirmation)}>
              {t.reverse}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}
