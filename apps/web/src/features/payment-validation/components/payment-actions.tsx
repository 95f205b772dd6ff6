import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPigMoney } from '@tabler/icons-react';
import { useId, useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { type ApiError, normalizeApiError } from '../../../lib/api-error.ts';
import { fieldError } from '../../../lib/field-errors.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAcceptCredit } from '../api/accept-credit.ts';
import { useSubmitPayment } from '../api/submit-payment.ts';
import type { PaymentField, PaymentFieldErrors, PaymentForm } from '../hooks/use-payment-form.ts';
import { cannotConfirmReason, type Payer } from '../utils/payer.ts';
import { toBaht } from '../utils/satang.ts';
import classes from './member-payment-panel.module.css';

interface PaymentActionsProps {
  payer: Payer;
  form: PaymentForm;
  /** An action went through and the lists are fresh: the form starts over from them. */
  onDone: () => void;
}

const FIELDS: PaymentField[] = ['received', 'received_reason', 'waiver_reason'];

/**
 * Confirming a payment and taking slips as credit: two deliberate, separate actions. Confirming
 * says beforehand what it will do, and cannot be pressed with nothing ticked (that would accept
 * the slips and pay nothing).
 */
export function PaymentActions({ payer, form, onDone }: PaymentActionsProps) {
  const submit = useSubmitPayment();
  const acceptCredit = useAcceptCredit();
  const [creditDialog, setCreditDialog] = useState(false);
  const previewId = useId();
  const busy = submit.isPending || acceptCredit.isPending;
  const nothingTicked = form.tickedRegistrations.length === 0;
  // The server refuses them too; the panel's note says why before anyone presses.
  const cannotConfirm = cannotConfirmReason(payer);
  const refused = cannotConfirm !== null;

  // The server's messages land under the fields they are about, and all of them in the toast.
  const showError = (caught: unknown) => {
    const error = normalizeApiError(caught);
    form.setErrors(fieldErrors(error));
    notifyError(error);
  };

  // mutateAsync, not mutate's callbacks: a payer with nothing left waiting leaves the list, this
  // panel unmounts, and the callbacks of an unmounted component's mutate never run.
  const handleConfirm = async () => {
    if (busy || nothingTicked || refused) return;
    const body = form.confirmBody();
    if (body === null) return;
    try {
      const result = await submit.mutateAsync(body);
      notifySuccess(result.detail);
      onDone();
    } catch (caught) {
      showError(caught);
    }
  };

  const handleAcceptCredit = async () => {
    const body = form.creditBody();
    if (busy || body === null) return;
    try {
      const result = await acceptCredit.mutateAsync(body);
      setCreditDialog(false);
      notifySuccess(result.detail);
      onDone();
    } catch (caught) {
      setCreditDialog(false);
      showError(caught);
    }
  };

  return (
    <Stack gap="xs">
      <div className={classes.actions}>
        <Button
          size="md"
          leftSection={<IconCircleCheck size={20} aria-hidden />}
          loading={submit.isPending}
          disabled={nothingTicked || refused || acceptCredit.isPending}
          onClick={handleConfirm}
          aria-describedby={previewId}
        >
          {th.validation.confirm}
        </Button>
        {form.tickedSlips.length > 0 && (
          <Button
            size="md"
            variant="default"
            leftSection={<IconPigMoney size={20} aria-hidden />}
            disabled={submit.isPending || refused}
            loading={acceptCredit.isPending}
            // What goes to credit must be known (and any correction explained) before asking.
            onClick={() => form.creditBody() !== null && setCreditDialog(true)}
          >
            {th.validation.acceptCredit}
          </Button>
        )}
      </div>
      <Text
        id={previewId}
        size="sm"
        c={nothingTicked || refused ? 'var(--mantine-color-orange-light-color)' : undefined}
        fw={nothingTicked || refused ? 500 : 700}
      >
        {cannotConfirm ?? (nothingTicked ? th.validation.nothingTicked : preview(form))}
      </Text>
      {creditDialog && form.receivedSatang !== null && (
        <Modal
          opened
          onClose={() => !acceptCredit.isPending && setCreditDialog(false)}
          title={th.validation.acceptCreditTitle}
          centered
        >
          <Text style={{ overflowWrap: 'anywhere' }}>
            {th.validation.acceptCreditMessage(
              formatBahtSatang(toBaht(form.receivedSatang)),
              form.tickedSlips.length,
              payer.person.full_name,
            )}
          </Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button
              variant="default"
              size="md"
              disabled={acceptCredit.isPending}
              onClick={() => setCreditDialog(false)}
            >
              {th.common.cancel}
            </Button>
            <Button size="md" loading={acceptCredit.isPending} onClick={handleAcceptCredit}>
              {th.validation.acceptCredit}
            </Button>
          </Group>
        </Modal>
      )}
    </Stack>
  );
}

/** What confirming will do: "ชำระ 2 รายการ 1,250 บาท · เหลือเครดิต 50 บาท". */
function preview(form: PaymentForm): string {
  const parts = [th.validation.willPay(form.tickedRegistrations.length, formatBahtSatang(toBaht(form.tickedSatang)))];
  const difference = form.differenceSatang;
  if (difference !== null && difference > 0)
    parts.push(th.validation.willKeepCredit(formatBahtSatang(toBaht(difference))));
  if (difference !== null && difference < 0) parts.push(th.validation.willWaive(formatBahtSatang(toBaht(-difference))));
  return parts.join(th.validation.previewSeparator);
}

function fieldErrors(error: ApiError): PaymentFieldErrors {
  const found: PaymentFieldErrors = {};
  for (const field of FIELDS) {
    const message = fieldError(error, field);
    if (message) found[field] = message;
  }
  return found;
}
