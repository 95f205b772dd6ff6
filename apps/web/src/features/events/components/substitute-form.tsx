import type { TSubstituteRequest } from '@chapter/contract/meetings';
import { fullName } from '@chapter/contract/names';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import * as th from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { type Substitute, useSendSubstitute } from '../api/substitutes.ts';

const t = th.substitute;
const FIELDS = ['first_name', 'last_name', 'phone', 'company'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  first_name: t.firstName,
  last_name: t.lastName,
  phone: t.phone,
  company: t.company,
};

const empty: Required<TSubstituteRequest> = { first_name: '', last_name: '', phone: '', company: '' };

/**
 * What the form finds itself: the names and the phone are needed. The phone's form and the lengths
 * are the server's to check (no zod on a page members open first, ADR 20); its messages land under
 * the fields.
 */
function problemsOf(values: TSubstituteRequest): FieldErrors {
  const problems: FieldErrors = {};
  if (values.first_name.trim() === '') problems.first_name = t.firstNameRequired;
  if (values.last_name.trim() === '') problems.last_name = t.lastNameRequired;
  if (values.phone.trim() === '') problems.phone = t.phoneRequired;
  return problems;
}

interface SubstituteFormProps {
  event: AvailableEvent;
  /** The meeting's substitute meal fee, in baht. */
  fee: number;
  onClose: () => void;
  /** After the server took it, with its answer (which alone holds a self-paying substitute's link). */
  onSent?: (sent: Substitute) => void;
}

/** Who comes in the member's place, as the door will ask, and the meal fee the member will owe. */
export function SubstituteForm({ event, fee, onClose, onSent }: SubstituteFormProps) {
  const [values, setValues] = useState(empty);
  const send = useSubmit(useSendSubstitute(), {
    success: (sent) => th.substitute.sentToast(fullName(sent.first_name, sent.last_name)),
    onSuccess: (sent) => {
      onClose();
      onSent?.(sent);
    },
    fields: FIELDS,
  });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void send.submit({ eventId: event.id, substitute: values }, problemsOf(values));
  };

  return (
    <Modal
      opened
      onClose={() => !send.pending && onClose()}
      title={t.formTitle}
      closeButtonProps={{ 'aria-label': th.common.closeDialog }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {t.meeting(event.name, formatDateTime(event.event_start_date_time))}
          </Text>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              size="md"
              label={LABELS[field]}
              value={values[field]}
              onChange={(change) => {
                const value = change.currentTarget.value;
                setValues((previous) => ({ ...previous, [field]: value }));
              }}
              error={send.errors[field]}
              required={field !== 'company'}
              type={field === 'phone' ? 'tel' : 'text'}
              inputMode={field === 'phone' ? 'tel' : undefined}
              autoComplete="off"
              data-autofocus={field === 'first_name' ? true : undefined}
            />
          ))}
          <Text size="sm" fw={500} data-testid="substitute-fee-note">
            {event.substitute_pays ? t.feeNoteSubstitutePays(formatBaht(fee)) : t.feeNote(formatBaht(fee))}
          </Text>
          <FormFooter label={t.send} pending={send.pending} onCancel={onClose} size="md" mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
