import { Alert, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import * as th from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { formatBaht } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTakeCash } from '../api/take-cash.ts';

const t = th.door.cash;

/** The open seat cash is taken for. */
export interface CashTarget {
  registration: number;
  fee: number;
  /** Who pays it: the person, or the member who sent a substitute. */
  payer: string;
  /** Whose seat it is. */
  name: string;
  /** Opened straight after registering a walk-in: it may be closed and the cash taken later. */
  afterWalkIn?: boolean;
}

interface CashDialogProps {
  meetingId: number;
  target: CashTarget;
  onClose: () => void;
}

/*
 * The limits on the amount and the reason are the server's to tell, under their fields: the
 * contract's payments module would bring zod onto the host's phone with them (ADR 20).
 */

/**
 * Cash handed over at the door for one seat: what was received, the fee by default. More becomes
 * the payer's credit; less asks why the rest is waived (unless the payer's credit covers it, which
 * the server knows and says under the reason when it does not).
 */
export function CashDialog({ meetingId, target, onClose }: CashDialogProps) {
  const [received, setReceived] = useState<number | string>(target.fee);
  const [reason, setReason] = useState('');
  const take = useSubmit(useTakeCash(meetingId), {
    success: (result) => result.detail,
    onSuccess: onClose,
    fields: ['received', 'waiver_reason'],
  });
  const amount = typeof received === 'number' ? received : null;
  const short = amount !== null && amount < target.fee ? target.fee - amount : 0;
  const extra = amount !== null && amount > target.fee ? amount - target.fee : 0;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const problems: FieldErrors = amount === null ? { received: t.receivedRequired } : {};
    void take.submit(
      { registration: target.registration, received: amount ?? 0, waiver_reason: short > 0 ? reason : null },
      problems,
    );
  };

  return (
    <Modal
      opened
      onClose={() => !take.pending && onClose()}
      title={t.title}
      closeButtonProps={{ 'aria-label': th.common.closeDialog }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Stack gap={2}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t.whose(target.name)}
            </Text>
            <Text size="sm">{t.fee(formatBaht(target.fee))}</Text>
            {target.payer !== target.name && (
              <Text size="sm" c="dimmed">
                {t.payer(target.payer)}
              </Text>
            )}
          </Stack>
          {target.afterWalkIn && (
            <Alert color="blue" variant="light" p="xs">
              <Text size="sm">{t.later}</Text>
            </Alert>
          )}
          <NumberInput
            size="md"
            label={t.received}
            value={received}
            onChange={setReceived}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            inputMode="decimal"
            required
            error={take.errors.received}
            description={extra > 0 ? t.extra(formatBaht(extra), target.payer) : undefined}
            data-autofocus
          />
          {short > 0 && (
            <TextInput
              size="md"
              label={t.waiverReason}
              description={t.waiverHint(formatBaht(short))}
              value={reason}
              onChange={(change) => setReason(change.currentTarget.value)}
              error={take.errors.waiver_reason}
            />
          )}
          <FormFooter label={t.submit} pending={take.pending} onCancel={onClose} size="md" mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
