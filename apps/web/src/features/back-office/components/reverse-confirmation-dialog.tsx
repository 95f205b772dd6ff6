import { MAX_REASON } from '@chapter/contract/payments';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { Confirmation } from '../api/payment-confirmations.ts';
import { useReverseConfirmation } from '../api/reverse-confirmation.ts';

interface ReverseConfirmationDialogProps {
  confirmation: Confirmation;
  onClose: () => void;
}

/**
 * An Admin undoes a confirmed payment: the reason is kept in the books and the audit log, so it is
 * required. The server's answer (done, or why not: a later payment used its credit) is shown as it is.
 */
export function ReverseConfirmationDialog({ confirmation, onClose }: ReverseConfirmationDialogProps) {
  const t = th.paymentsPage;
  const reverse = useSubmit(useReverseConfirmation(), {
    success: (result) => result.detail,
    onSuccess: onClose,
    fields: ['reason'],
  });
  const [reason, setReason] = useState('');

  const close = () => {
    if (!reverse.pending) onClose();
  };

  const submit = () =>
    reverse.submit(
      { id: confirmation.id, reason: reason.trim() },
      reason.trim() === '' ? { reason: t.reverseReasonRequired } : undefined,
    );

  return (
    <Modal opened onClose={close} title={t.reverseTitle} centered>
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
        error={reverse.errors.reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          reverse.setErrors({});
        }}
        data-autofocus
      />
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={reverse.pending} size="md">
          {t.keep}
        </Button>
        <Button color="red" onClick={submit} loading={reverse.pending} size="md">
          {t.reverse}
        </Button>
      </Group>
    </Modal>
  );
}
