import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { OutstandingAmount } from '../../../components/outstanding-amount.tsx';
import * as th from '../../../i18n/th.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useOwedSelection } from '../hooks/use-owed-selection.ts';
import { BankDetails } from './bank-details.tsx';
import { PromptPaySection } from './promptpay-section.tsx';
import { SlipList } from './slip-list.tsx';
import { UploadSlipButton } from './upload-slip-button.tsx';

/**
 * Paying: what is owed, the PromptPay QR code for the ticked registrations, the bank account (the
 * way to pay when the chapter has no PromptPay id), the slip upload and the slips so far. The
 * desktop tab "แจ้งชำระเงิน" and /liff-app/payment.
 */
export function PaymentScreen() {
  const profile = useProfile();
  // The ticks are the screen's: the QR code and the amount offered for the slip both follow them.
  const selection = useOwedSelection(profile.data);

  return (
    <Stack gap="lg">
      {/* The amount is the screen's heading, as on the profile. */}
      <Outstanding profile={profile} />
      {/* A profile that cannot load is explained once, by the heading. */}
      {(profile.data !== undefined || !profile.isError) && (
        <PromptPaySection selection={profile.data === undefined ? undefined : selection} />
      )}
      <BankDetails />
      <Stack gap={6}>
        <Text size="sm">{th.payment.uploadHint}</Text>
        <UploadSlipButton suggestedAmount={selection.amount} />
      </Stack>
      <SlipList />
    </Stack>
  );
}

function Outstanding({ profile }: { profile: ReturnType<typeof useProfile> }) {
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
