import { Alert, Button, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { th } from '../../../i18n/th.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import { usePromptPayQr } from '../api/get-promptpay-qr.ts';

const QR_SIZE = 240;

/**
 * The QR code the server made for the ticked registrations, with who it pays and a way to save it:
 * most members pay from a banking app on the same phone, which reads QR codes from the gallery.
 */
export function PromptPayQr({ registrationIds }: { registrationIds: number[] }) {
  const qr = usePromptPayQr(registrationIds);

  if (qr.data === undefined) {
    if (!qr.isError) return <Skeleton height={QR_SIZE} width={QR_SIZE} mx="auto" data-testid="promptpay-qr-loading" />;
    return (
      <ErrorAlert
        title={th.payment.qrLoadFailed}
        messages={qr.error.errorMessages}
        onRetry={() => qr.refetch()}
        retrying={qr.isFetching}
      />
    );
  }

  const { image, amount, promptpay_id, account_holder } = qr.data;
  if (image === null || promptpay_id === null) {
    // No PromptPay id: the bank account below stays the way to pay. (With nothing to pay the
    // section never asks for a code.)
    if (amount === 0) return <Text size="sm">{th.payment.creditCovers}</Text>;
    return (
      <Alert role="status" color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {th.payment.promptPayNotSet}
      </Alert>
    );
  }

  const amountText = formatBahtSatang(amount);
  return (
    <Stack gap="xs" align="center" aria-busy={qr.isPlaceholderData}>
      <Image
        src={image}
        alt={th.payment.qrAlt(amountText)}
        w={QR_SIZE}
        maw="100%"
        h="auto"
        // The last code stays while the next one loads, faded so it is not scanned by mistake.
        style={{ opacity: qr.isPlaceholderData ? 0.35 : 1, transition: 'opacity 150ms', imageRendering: 'pixelated' }}
        data-testid="promptpay-qr"
      />
      <Text ta="center" fw={600}>
        {th.payment.promptPayId} {promptpay_id}
      </Text>
      {account_holder && (
        <Text ta="center" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {th.payment.accountHolder} {account_holder}
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
