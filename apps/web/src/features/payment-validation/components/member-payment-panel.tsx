import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { type MemberSlip, usePaymentDetailList } from '../api/get-payment-detail-list.ts';
import type { UnvalidatedMember } from '../api/get-unvalidated-members.ts';
import { usePaymentForm } from '../hooks/use-payment-form.ts';
import { MemberSlips } from './member-slips.tsx';
import { PaymentActions } from './payment-actions.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { RegistrationChecklist } from './registration-checklist.tsx';

/**
 * One member's side of the validation screen (issue 16): their slips to tick or refuse, their
 * unpaid registrations to tick, the running totals with their credit, and the actions.
 */
export function MemberPaymentPanel({ member }: { member: UnvalidatedMember }) {
  const slips = usePaymentDetailList(member.id);
  // Each action that goes through starts the form over from the refreshed lists.
  const [round, setRound] = useState(0);

  return (
    <Stack gap="lg">
      <Title order={2} fz="h4">
        {member.full_name}
      </Title>
      {slips.data === undefined ? (
        slips.isError ? (
          <ErrorAlert
            title={th.validation.slipsLoadFailed}
            messages={slips.error.errorMessages}
            onRetry={() => slips.refetch()}
            retrying={slips.isFetching}
          />
        ) : (
          <PageLoader />
        )
      ) : (
        // The ticks start from the slips: wait until they are there.
        <PaymentFormView key={round} member={member} slips={slips.data} onDone={() => setRound((n) => n + 1)} />
      )}
    </Stack>
  );
}

function PaymentFormView({
  member,
  slips,
  onDone,
}: {
  member: UnvalidatedMember;
  slips: MemberSlip[];
  onDone: () => void;
}) {
  const form = usePaymentForm(member, slips);
  return (
    <>
      <MemberSlips slips={slips} value={form.slipIds} onChange={form.setSlipIds} onRefused={onDone} />
      <RegistrationChecklist
        registrations={member.unpaid_registrations}
        value={form.registrationIds}
        onChange={form.setRegistrationIds}
        onSuggest={form.suggest}
      />
      <PaymentSummary form={form} />
      <PaymentActions member={member} form={form} onDone={onDone} />
    </>
  );
}
