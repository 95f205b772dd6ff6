import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { OutstandingAmount } from '../../../components/outstanding-amount.tsx';
import { th } from '../../../i18n/th.ts';
import { useProfile } from '../../../lib/profile.ts';
import { BankDetails } from './bank-details.tsx';
import { SlipList } from './slip-list.tsx';
import { UploadSlipButton } from './upload-slip-button.tsx';

/**
 * Paying by transfer: what is owed, where to send it, the slip upload and the slips so far. The
 * desktop tab "แจ้งชำระเงิน" and /liff-app/payment.
 */
export function PaymentScreen() {
  return (
    <Stack gap="lg">
      {/* The amount is the screen's heading, as on the profile. */}
      <Outstanding />
      <BankDetails />
      <Stack gap={6}>
        <Text size="sm">{th.payment.uploadHint}</Text>
        <UploadSlipButton />
      </Stack>
      <SlipList />
    </Stack>
  );
}

function Outstanding() {
  const profile = useProfile();
  if (profile.data !== undefined) return <OutstandingAmount amount={profile.data.sum_amount} />;
  if (!profile.isError) return <Skeleton height={32} width={220} />;
  return (
    <ErrorAlert
      title={th.payment.outstandingLoadFailed}
      messages={profile.error.errorMessages}
      onRetry={() => profile.refetch()}
      retrying={profile.isFetching}
    />
  );
}
