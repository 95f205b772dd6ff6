import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang, formatDateTime } from '../../../lib/format.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';
import type { UnvalidatedMember } from '../api/get-unvalidated-members.ts';
import { usePayerSlips } from '../hooks/use-payer-slips.ts';
import { usePaymentForm } from '../hooks/use-payment-form.ts';
import { cannotConfirmReason, type Payer } from '../utils/payer.ts';
import { toBaht } from '../utils/satang.ts';
import { GuestHeading } from './guest-facts.tsx';
import { MemberSlips } from './member-slips.tsx';
import { PaymentActions } from './payment-actions.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { RegistrationChecklist } from './registration-checklist.tsx';

/**
 * One payer's side of the validation screen (issue 16), a member's or a guest's (issue 34): their
 * slips to tick or refuse, their unpaid registrations to tick, the running totals with their
 * credit, and the actions.
 */
export function PaymentPanel({ payer }: { payer: Payer }) {
  const slips = usePayerSlips(payer);
  // Each action that goes through starts the form over from the refreshed lists.
  const [round, setRound] = useState(0);
  const cannotConfirm = cannotConfirmReason(payer);

  return (
    <Stack gap="lg">
      {payer.type === 'member' ? <MemberHeading member={payer.person} /> : <GuestHeading guest={payer.person} />}
      {/* Said before anything is ticked: the server would refuse the confirm anyway (issue 14, ADR 45). */}
      {cannotConfirm && (
        <Alert color="orange" variant="light" icon={<IconUserExclamation aria-hidden />} data-testid="cannot-confirm">
          {cannotConfirm}
        </Alert>
      )}
      {/* The ticks start from the slips: the form waits until they are there. */}
      <QueryView query={slips} loadFailed={th.validation.slipsLoadFailed}>
        {(list) => <PaymentFormView key={round} payer={payer} slips={list} onDone={() => setRound((n) => n + 1)} />}
      </QueryView>
    </Stack>
  );
}

function MemberHeading({ member }: { member: UnvalidatedMember }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="h4">
        {member.full_name}
      </Title>
      {/* Beside the money: whoever vouched for the LINE account that sent these slips (issue 31). */}
      <Text size="sm" c="dimmed" data-testid="line-vouched">
        {member.line_binding
          ? th.validation.lineVouched(member.line_binding.vouched_by, formatDateTime(member.line_binding.bound_at))
          : th.validation.lineNotBound}
      </Text>
    </Stack>
  );
}

function PaymentFormView({ payer, slips, onDone }: { payer: Payer; slips: MemberSlip[]; onDone: () => void }) {
  const form = usePaymentForm(payer.person, slips);
  return (
    <>
      <MemberSlips payer={payer} slips={slips} value={form.slipIds} onChange={form.setSlipIds} onRefused={onDone} />
      <RegistrationChecklist
        registrations={payer.person.unpaid_registrations}
        value={form.registrationIds}
        onChange={form.setRegistrationIds}
        onSuggest={form.suggest}
        nothingFits={
          form.nothingFitsSatang === null
            ? null
            : th.validation.nothingFits(formatBahtSatang(toBaht(form.nothingFitsSatang)), form.creditSatang > 0)
        }
      />
      <PaymentSummary form={form} />
      <PaymentActions payer={payer} form={form} onDone={onDone} />
    </>
  );
}
