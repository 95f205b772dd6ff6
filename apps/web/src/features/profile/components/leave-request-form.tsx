import type { TLeaveRequestBody } from '@chapter/contract/attendance';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { ThaiDatePickerInput } from '../../../components/thai-date-pickers.tsx';
import * as th from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useRequestLeave } from '../api/leave.ts';

const t = th.myAttendance;
const FIELDS = ['starts_on', 'ends_on', 'reason'] as const;

interface Values {
  /** YYYY-MM-DD, or null until chosen. */
  startsOn: string | null;
  endsOn: string | null;
  reason: string;
}

/** Today in Bangkok, YYYY-MM-DD: leave starts from today (the server refuses earlier days too). */
function bangkokToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
}

/**
 * What the form finds itself: both days and a reason, the last not before the first. How long and
 * whether it overlaps other leave are the server's to say (no zod on the profile, ADR 20); its
 * messages land under the fields.
 */
function problemsOf(values: Values): FieldErrors {
  const problems: FieldErrors = {};
  if (values.startsOn === null) problems.starts_on = t.startsRequired;
  if (values.endsOn === null) problems.ends_on = t.endsRequired;
  else if (values.startsOn !== null && values.endsOn < values.startsOn) problems.ends_on = t.endsBeforeStart;
  if (values.reason.trim() === '') problems.reason = t.reasonRequired;
  return problems;
}

/**
 * "ขอลา": the first and last day (Bangkok, DD/MM/YYYY on screen, YYYY-MM-DD to the API) and a reason;
 * `day` fills both days (one meeting's leave, asked from the chat).
 */
export function LeaveRequestForm({ onClose, day }: { onClose: () => void; day?: string | undefined }) {
  const [values, setValues] = useState<Values>({ startsOn: day ?? null, endsOn: day ?? null, reason: '' });
  const send = useSubmit(useRequestLeave(), { success: t.sent, onSuccess: onClose, fields: FIELDS });
  const today = bangkokToday();

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const body: TLeaveRequestBody = {
      starts_on: values.startsOn ?? '',
      ends_on: values.endsOn ?? '',
      reason: values.reason.trim(),
    };
    void send.submit(body, problemsOf(values));
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
          <Text size="sm" c="dimmed">
            {t.formHint}
          </Text>
          <ThaiDatePickerInput
            size="md"
            label={t.startsOn}
            value={values.startsOn}
            onChange={(startsOn) => setValues((current) => ({ ...current, startsOn }))}
            minDate={today}
            error={send.errors.starts_on}
            required
          />
          <ThaiDatePickerInput
            size="md"
            label={t.endsOn}
            value={values.endsOn}
            onChange={(endsOn) => setValues((current) => ({ ...current, endsOn }))}
            minDate={values.startsOn ?? today}
            error={send.errors.ends_on}
            required
          />
          <Textarea
            size="md"
            label={t.reason}
            value={values.reason}
            onChange={(change) => {
              const reason = change.currentTarget.value;
              setValues((current) => ({ ...current, reason }));
            }}
            error={send.errors.reason}
            autosize
            minRows={2}
            required
          />
          <FormFooter label={t.submit} pending={send.pending} onCancel={onClose} size="md" />
        </Stack>
      </form>
    </Modal>
  );
}
