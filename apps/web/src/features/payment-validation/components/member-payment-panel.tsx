import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { formatBaht } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePaymentDetailList } from '../api/get-payment-detail-list.ts';
import type { UnvalidatedMember } from '../api/get-unvalidated-members.ts';
import { useSubmitPayment } from '../api/submit-payment.ts';
import { MemberSlips } from './member-slips.tsx';
import { RegistrationChecklist } from './registration-checklist.tsx';

/**
 * One member's side of the validation screen: their slips to look at, their unpaid registrations
 * to tick, the ticked total, and the button that confirms the ticked registrations together with
 * the member's waiting slips shown here (spec section 4, "Staff confirmation").
 */
export function MemberPaymentPanel({ member }: { member: UnvalidatedMember }) {
  const slips = usePaymentDetailList(member.id);
  const submit = useSubmitPayment();
  const [ticked, setTicked] = useState<string[]>([]);

  // Only registrations still listed count: one confirmed meanwhile has left the list.
  const chosen = member.unpaid_registrations.filter((registration) => ticked.includes(String(registration.id)));
  const total = chosen.reduce((sum, registration) => sum + registration.price, 0);
  const waitingSlipIds = (slips.data ?? []).filter((slip) => slip.validated_by === null).map((slip) => slip.id);

  // mutateAsync, not mutate's callbacks: a member whose slips are all validated leaves the list,
  // this panel unmounts, and the callbacks of an unmounted component's mutate never run.
  const handleConfirm = async () => {
    if (submit.isPending || slips.data === undefined) return;
    try {
      await submit.mutateAsync({
        registrations: chosen.map((registration) => registration.id),
        payments: waitingSlipIds,
      });
      notifySuccess(th.validation.confirmed);
      setTicked([]);
    } catch (error) {
      notifyError(normalizeApiError(error));
    }
  };

  return (
    <Stack gap="lg">
      <Title order={2} fz="h4">
        {member.full_name}
      </Title>
      <MemberSlips slips={slips} />
      <RegistrationChecklist registrations={member.unpaid_registrations} value={ticked} onChange={setTicked} />
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={700} fz="lg" data-testid="ticked-total" aria-live="polite">
            {th.validation.total(formatBaht(total))}
          </Text>
          <Button
            size="md"
            leftSection={<IconCircleCheck size={20} aria-hidden />}
            loading={submit.isPending}
            // The slips confirmed are those listed: wait until the list is there.
            disabled={slips.data === undefined}
            onClick={handleConfirm}
          >
            {th.validation.confirm}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
