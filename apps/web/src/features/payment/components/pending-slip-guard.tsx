import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHourglass, IconQrcode } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { th } from '../../../i18n/th.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import { usePaymentHistory } from '../api/get-payment-history.ts';

/** The amounts of the member's slips staff have not checked yet, in whole satang. */
function waitingSatang(slips: readonly { status: string; amount: number | null }[]): number {
  return slips
    .filter((slip) => slip.status === 'waiting' && slip.amount !== null)
    .reduce((sum, slip) => sum + Math.round((slip.amount ?? 0) * 100), 0);
}

/**
 * Stands in front of the QR code while the member has slips waiting for staff: a member who sent a
 * 1,250 slip was asked for 1,250 again and could pay twice. The books do not count a slip until
 * staff confirm it, so the QR asks for what they say; paying again is a deliberate choice here.
 */
export function PendingSlipGuard({ amount, children }: { amount: number; children: ReactNode }) {
  const history = usePaymentHistory();
  const [payAgain, setPayAgain] = useState(false);
  const pending = waitingSatang(history.data ?? []) / 100;

  if (pending === 0) return children;
  const pendingText = formatBahtSatang(pending);
  const amountText = formatBahtSatang(amount);

  if (payAgain) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-testid="pending-slip-reminder">
          {th.payment.pendingNotDeducted(pendingText, amountText)}
        </Text>
        {children}
      </Stack>
    );
  }

  const covers = pending >= amount;
  return (
    <Stack gap="sm">
      <Alert
        role="status"
        color="yellow"
        variant="light"
        icon={<IconHourglass aria-hidden />}
        data-testid="pending-slip"
      >
        {covers
          ? th.payment.pendingCovers(pendingText, amountText)
          : th.payment.pendingPartly(pendingText, amountText, formatBahtSatang(amount - pending))}
      </Alert>
      <Button
        variant="default"
        size="md"
        leftSection={<IconQrcode size={18} aria-hidden />}
        onClick={() => setPayAgain(true)}
      >
        {th.payment.showQrToPayAgain}
      </Button>
    </Stack>
  );
}
