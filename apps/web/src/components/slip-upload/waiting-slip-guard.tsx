import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHourglass, IconQrcode } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import * as th from '../../i18n/th.ts';
import { formatBahtSatang } from '../../lib/format.ts';

const text = th.slipUpload;

/** What the slips staff have not checked yet add up to, in baht (summed in whole satang). */
export function waitingSlipsAmount(slips: readonly { status: string; amount: number | null }[]): number {
  const satang = slips
    .filter((slip) => slip.status === 'waiting' && slip.amount !== null)
    .reduce((sum, slip) => sum + Math.round((slip.amount ?? 0) * 100), 0);
  return satang / 100;
}

interface WaitingSlipGuardProps {
  /** What the payer's slips waiting for staff add up to, in baht (`waitingSlipsAmount`); 0 lets the QR through. */
  pending: number;
  /** What the QR code asks for, in baht. */
  amount: number;
  /** What to say when the waiting slips cover only part of the amount; a screen with a choice of what to pay says how. */
  partlyText?: (pending: string, amount: string, remaining: string) => string;
  /** The QR code. */
  children: ReactNode;
}

/**
 * Stands in front of a QR code while the payer has slips waiting for staff: a member who sent a
 * 1,250 slip was asked for 1,250 again and could pay twice. The books do not count a slip until
 * staff confirm it, so the QR asks for what they say; paying again is a deliberate choice here.
 */
export function WaitingSlipGuard({
  pending,
  amount,
  partlyText = text.pendingPartly,
  children,
}: WaitingSlipGuardProps) {
  const [payAgain, setPayAgain] = useState(false);

  if (pending === 0) return children;
  const pendingText = formatBahtSatang(pending);
  const amountText = formatBahtSatang(amount);

  if (payAgain) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-testid="pending-slip-reminder">
          {text.pendingNotDeducted(pendingText, amountText)}
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
          ? text.pendingCovers(pendingText, amountText)
          : partlyText(pendingText, amountText, formatBahtSatang(amount - pending))}
      </Alert>
      <Button
        variant="default"
        size="md"
        leftSection={<IconQrcode size={18} aria-hidden />}
        onClick={() => setPayAgain(true)}
      >
        {text.showQrToPayAgain}
      </Button>
    </Stack>
  );
}
