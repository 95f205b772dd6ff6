import { MAX_REASON } from '@chapter/contract/payments';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { Confirmation } from '../api/payment-confirmations.ts';
import { useReverseConfirmation } from '../api/reverse-confirmation.ts';
import { fieldErrorsFromApi } from '../utils/field-errors.ts';

interface ReverseConfirmationDialogProps {
  confirmation: Confirmation;
  onClose: () => void;
}

/**
 * An Admin undoes a confirmed payment: the reason is kept in the books and the audit log, so it is
 * required. The server's answer (done, or why not: a later payment used its credit) is shown as it is.
 */
export function ReverseConfirmationDialog({ confirmation, onClose }: ReverseConfirmationDialogProps) {
  const reverse = useReverseConfirmation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = th.paymentsPage;

  const close = () => {
    if (!reverse.isPending) onClose();
  };

  const submit = async () => {
    if (reverse.isPending) return;
    if (reason.trim() === '') {
      setError(t.reverseReasonRequired);
      return;
    }
    try {
      const result = await reverse.mutateAsync({ id: confirmation.id, reason: reason.trim() });
      notifySuccess(result.detail);
      onClose();
    } catch (caught) {
      const reasonError = fieldErrorsFromApi(caught)?.reason;
      if (reasonError) setError(reasonError);
      else notifyError(normalizeApiError(caught));
    }
  };

  return (
    <Modal
      opened
      onClose={close}
      title={t.reverseTitle}
      centered
      closeButtonProps={{ 'aria-label': th.common.closeDialog, size: 'xl' }}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>
        {t.reverseMessage(
          confirmation.member.full_name,
          formatDateTime(confirmation.confirmed_at),
          formatBaht(confirmation.received),
        )}
      </Text>
      <Textarea
        mt="md"
        label={t.reverseReasonLabel}
        description={t.reverseReasonDescription}
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
        <Button variant="default" onClick={close} disabled={reverse.isPending} size="md">
          {t.keep}
        </Button>
        <Button color="red" onClick={submit} loading={reverse.isPending} size="md">
          {t.reverse}
        </Button>
      </Group>
    </Modal>
  );
}
