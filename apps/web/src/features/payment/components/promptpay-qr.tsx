import { Alert, Skeleton, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PROMPTPAY_QR_SIZE, PromptPayQrCode } from '../../../components/promptpay-qr-code.tsx';
import * as th from '../../../i18n/th.ts';
import { usePromptPayQr } from '../api/get-promptpay-qr.ts';

/** The QR code the server made for the ticked registrations, or why there is none. */
export function PromptPayQr({ registrationIds }: { registrationIds: number[] }) {
  const qr = usePromptPayQr(registrationIds);

  if (qr.data === undefined) {
    if (!qr.isError)
      return (
        <Skeleton height={PROMPTPAY_QR_SIZE} width={PROMPTPAY_QR_SIZE} mx="auto" data-testid="promptpay-qr-loading" />
      );
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

  return (
    <PromptPayQrCode
      image={image}
      amount={amount}
      promptpayId={promptpay_id}
      accountHolder={account_holder}
      // The last code stays while the next one loads (keepPreviousData).
      stale={qr.isPlaceholderData}
    />
  );
}
