import { MAX_REASON } from '@chapter/contract/payments';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';
import { useRefuseSlip } from '../api/refuse-slip.ts';
import { fieldError } from '../utils/field-errors.ts';
import { slipAmountText } from '../utils/slip-amount.ts';

interface RefuseSlipDialogProps {
  slip: MemberSlip;
  onClose: () => void;
  onRefused: () => void;
}

/** Asks why a slip is refused: the member reads the reason on their payment screen, so it is required. */
export function RefuseSlipDialog({ slip, onClose, onRefused }: RefuseSlipDialogProps) {
  const refuse = useRefuseSlip();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const uploadedAt = formatDateTime(slip.created);

  const close = () => {
    if (!refuse.isPending) onClose();
  };

  const handleRefuse = async () => {
    if (refuse.isPending) return;
    if (reason.trim() === '') {
      setError(th.validation.refuseReasonRequired);
      return;
    }
    try {
      const result = await refuse.mutateAsync({ slipId: slip.id, reason: reason.trim() });
      notifySuccess(result.detail);
      onRefused();
    } catch (caught) {
      const apiError = normalizeApiError(caught);
      const reasonError = fieldError(apiError, 'reason');
      if (reasonError) setError(reasonError);
      else notifyError(apiError);
    }
  };

  return (
    <Modal
      opened
      onClose={close}
      title={th.validation.refuseTitle}
      centered
      closeButtonProps={{ 'aria-label': th.common.closeDialog, size: 'xl' }}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{th.validation.refuseMessage(uploadedAt, slipAmountText(slip))}</Text>
      <Textarea
        mt="md"
        label={th.validation.refuseReasonLabel}
        description={th.validation.refuseReasonDescription}
        required
        autosize
        minRows={2}
        maxLength={MAX_REASON}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={refuse.isPending} size="md">
          {th.common.cancel}
        </Button>
        <Button color="red" onClick={handleRefuse} loading={refuse.isPending} size="md">
          {th.validation.refuse}
        </Button>
      </Group>
    </Modal>
  );
}
