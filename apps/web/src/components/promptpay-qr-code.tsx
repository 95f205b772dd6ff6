import { Button, Image, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import * as th from '../i18n/th.ts';
import { formatBahtSatang } from '../lib/format.ts';

/** The code's width on screen, in px; a placeholder while it loads takes the same square. */
export const PROMPTPAY_QR_SIZE = 240;

interface PromptPayQrCodeProps {
  /** The QR code as a PNG data URL, as the server made it. */
  image: string;
  /** The amount the code asks for, in baht. */
  amount: number;
  /** The PromptPay id as members see it (e.g. 081-234-5678). */
  promptpayId: string;
  /** The account name the banking app will show; nothing is said when empty. */
  accountHolder: string;
  /** An earlier code kept on screen while the next one loads. */
  stale?: boolean;
}

/**
 * A PromptPay QR code for an amount, with who it pays and a way to save it: most members pay from a
 * banking app on the same phone, which reads QR codes from the gallery. Any screen that asks for a
 * transfer draws it; which amount, and when to show it, is that screen's business.
 */
export function PromptPayQrCode({ image, amount, promptpayId, accountHolder, stale = false }: PromptPayQrCodeProps) {
  const amountText = formatBahtSatang(amount);
  return (
    <Stack gap="xs" align="center" aria-busy={stale}>
      <Image
        src={image}
        alt={th.payment.qrAlt(amountText)}
        w={PROMPTPAY_QR_SIZE}
        maw="100%"
        h="auto"
        // A stale code is faded so it is not scanned by mistake.
        style={{ opacity: stale ? 0.35 : 1, transition: 'opacity 150ms', imageRendering: 'pixelated' }}
        data-testid="promptpay-qr"
      />
      <Text ta="center" fw={600}>
        {th.payment.promptPayId} {promptpayId}
      </Text>
      {accountHolder && (
        <Text ta="center" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {th.payment.accountHolder} {accountHolder}
        </Text>
      )}
      <Button
        component="a"
        href={image}
        download={`promptpay-${amount.toFixed(2)}.png`}
        size="md"
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        {th.payment.saveQr}
      </Button>
      {/* LINE's in-app browser often ignores downloads; a long press saves the image there. */}
      <Text size="sm" c="dimmed" ta="center">
        {th.payment.saveQrHint}
      </Text>
    </Stack>
  );
}
