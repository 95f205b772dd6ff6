import { Checkbox, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconQrcode } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang, formatDate } from '../../../lib/format.ts';
import type { OwedRegistration, OwedSelection } from '../hooks/use-owed-selection.ts';
import { PendingSlipGuard } from './pending-slip-guard.tsx';
import { PromptPayQr } from './promptpay-qr.tsx';

interface PromptPaySectionProps {
  /** Undefined while the profile loads (its failure is shown by the screen's heading). */
  selection: OwedSelection | undefined;
}

/**
 * Pay by PromptPay: the owed registrations with a tick each, the credit taken off, the amount to
 * transfer and the QR code for exactly that amount. Narrow enough for a 360 px phone in LINE.
 */
export function PromptPaySection({ selection }: PromptPaySectionProps) {
  return (
    <SectionCard titleId="promptpay-title" icon={IconQrcode} title={th.payment.promptPayTitle} gap="sm">
      {selection === undefined ? <Skeleton height={120} /> : <Selection selection={selection} />}
    </SectionCard>
  );
}

function Selection({ selection }: { selection: OwedSelection }) {
  const { owed, isTicked, toggle, tickedIds, selected, credit, amount } = selection;

  if (owed.length === 0) {
    return (
      <Group gap={8} wrap="nowrap" data-testid="nothing-owed">
        <IconCircleCheck size={22} color="var(--mantine-color-green-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Text>{th.payment.nothingOwed}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id="promptpay-choose">
        {th.payment.promptPayChoose}
      </Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="promptpay-choose">
        {owed.map((registration) => (
          <li key={registration.id} data-testid="owed-registration">
            <OwedCheckbox
              registration={registration}
              checked={isTicked(registration.id)}
              onToggle={() => toggle(registration.id)}
            />
          </li>
        ))}
      </Stack>
      <Divider />
      {credit > 0 && (
        <>
          <AmountRow label={th.payment.selectedTotal} value={formatBahtSatang(selected)} />
          <AmountRow label={th.payment.creditLine} value={`−${formatBahtSatang(credit)}`} testId="promptpay-credit" />
        </>
      )}
      <AmountRow
        label={th.payment.amountToTransfer}
        value={formatBahtSatang(amount)}
        strong
        testId="promptpay-amount"
      />
      <Transfer tickedIds={tickedIds} amount={amount} />
    </Stack>
  );
}

/** What follows from the ticks: a prompt to tick something, credit that covers it all, or the QR code. */
function Transfer({ tickedIds, amount }: { tickedIds: number[]; amount: number }) {
  if (tickedIds.length === 0) return <Text size="sm">{th.payment.noneTicked}</Text>;
  if (amount === 0) return <Text size="sm">{th.payment.creditCovers}</Text>;
  return (
    <PendingSlipGuard amount={amount}>
      <PromptPayQr registrationIds={tickedIds} />
    </PendingSlipGuard>
  );
}

function OwedCheckbox(props: { registration: OwedRegistration; checked: boolean; onToggle: () => void }) {
  const { registration, checked, onToggle } = props;
  const { name, event_start_date_time } = registration.registered_event;
  return (
    <Checkbox
      size="md"
      checked={checked}
      onChange={onToggle}
      styles={{ body: { alignItems: 'flex-start' }, labelWrapper: { flex: 1, minWidth: 0 } }}
      label={
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {registration.substitute_name !== null && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {th.substitute.mealOf(registration.substitute_name)}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {th.payment.owedDate(formatDate(event_start_date_time))}
            </Text>
          </Stack>
          <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
            {th.common.baht(formatBahtSatang(registration.price))}
          </Text>
        </Group>
      }
    />
  );
}

function AmountRow(props: { label: string; value: string; strong?: boolean; testId?: string }) {
  const { label, value, strong, testId } = props;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid={testId}>
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 500} fz={strong ? 'lg' : 'md'} style={{ whiteSpace: 'nowrap' }}>
        {th.common.baht(value)}
      </Text>
    </Group>
  );
}
