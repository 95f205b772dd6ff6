import { MAX_REASON } from '@chapter/contract/payments';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';
import { useRefuseSlip } from '../api/refuse-slip.ts';
import { slipAmountText } from '../utils/slip-amount.ts';

interface RefuseSlipDialogProps {
  slip: MemberSlip;
  /** A guest's slip: no payment screen of theirs, nothing for them to delete (issue 34). */
  guest: boolean;
  onClose: () => void;
  onRefused: () => void;
}

/** Asks why a slip is refused: its sender reads the reason (a member on their payment screen), so it is required. */
export function RefuseSlipDialog({ slip, guest, onClose, onRefused }: RefuseSlipDialogProps) {
  const refuse = useSubmit(useRefuseSlip(), {
    success: (result) => result.detail,
    onSuccess: onRefused,
    fields: ['reason'],
  });
  const [reason, setReason] = useState('');
  const uploadedAt = formatDateTime(slip.created);

  const close = () => {
    if (!refuse.pending) onClose();
  };

  const handleRefuse = () =>
    refuse.submit(
      { slipId: slip.id, reason: reason.trim() },
      reason.trim() === ''
        ? { reason: guest ? th.validation.refuseGuestReasonRequired : th.validation.refuseReasonRequired }
        : undefined,
    );

  return (
    <Modal opened onClose={close} title={th.validation.refuseTitle} centered>
      <Text style={{ overflowWrap: 'anywhere' }}>
        {(guest ? th.validation.refuseGuestMessage : th.validation.refuseMessage)(uploadedAt, slipAmountText(slip))}
      </Text>
      <Textarea
        mt="md"
        label={th.validation.refuseReasonLabel}
        description={guest ? th.validation.refuseGuestReasonDescription : th.validation.refuseReasonDescription}
        required
        autosize
        minRows={2}
        maxLength={MAX_REASON}
        value={reason}
        error={refuse.errors.reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          refuse.setErrors({});
        }}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={refuse.pending} size="md">
          {th.common.cancel}
        </Button>
        <Button color="red" onClick={handleRefuse} loading={refuse.pending} size="md">
          {th.validation.refuse}
        </Button>
      </Group>
    </Modal>
  );
}
