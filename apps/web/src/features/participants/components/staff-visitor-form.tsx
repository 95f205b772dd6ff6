import type { TStaffVisitor, TStaffVisitorRequest } from '@chapter/contract/meeting-guests';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import { th } from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { useRegisterVisitorByStaff } from '../api/register-visitor-by-staff.ts';
import { StaffVisitorLink } from './staff-visitor-link.tsx';

const t = th.staffVisitor;
const FIELDS = ['first_name', 'last_name', 'company', 'business_category', 'phone'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = {
  first_name: t.firstName,
  last_name: t.lastName,
  company: t.company,
  business_category: t.businessCategory,
  phone: t.phone,
};
const REQUIRED: Record<Field, string> = {
  first_name: t.firstNameRequired,
  last_name: t.lastNameRequired,
  company: t.companyRequired,
  business_category: t.businessCategoryRequired,
  phone: t.phoneRequired,
};

const empty: Required<TStaffVisitorRequest> = {
  first_name: '',
  last_name: '',
  company: '',
  business_category: '',
  phone: '',
};

/** Every field is needed; the phone's form and the lengths are the server's to check, under the fields. */
function problemsOf(values: TStaffVisitorRequest): FieldErrors {
  const problems: FieldErrors = {};
  for (const field of FIELDS) if (values[field].trim() === '') problems[field] = REQUIRED[field];
  return problems;
}

/**
 * A visitor who phoned, registered by staff to the meeting (issue 34): who they are, as the
 * visitor's own form asks, after staff have told them about the visitors' notice. Once saved the
 * dialog shows the visitor's link, this once, to copy and send them.
 */
export function StaffVisitorForm({ event, onClose }: { event: MonthEvent; onClose: () => void }) {
  const [values, setValues] = useState(empty);
  const [registered, setRegistered] = useState<TStaffVisitor | null>(null);
  const register = useSubmit(useRegisterVisitorByStaff(), {
    success: (visitor) => t.registered(visitor.visitor_name),
    onSuccess: setRegistered,
    fields: FIELDS,
  });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void register.submit({ eventId: event.id, visitor: values }, problemsOf(values));
  };

  return (
    <Modal
      opened
      onClose={() => !register.pending && onClose()}
      title={registered ? t.linkTitle : t.title}
      closeButtonProps={{ 'aria-label': th.common.closeDialog }}
    >
      {registered ? (
        <StaffVisitorLink visitor={registered} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t.meeting(event.name, formatDateTime(event.event_start_date_time))}
            </Text>
            <Alert color="blue" variant="light" p="xs">
              <Text size="sm">{t.noticeNote}</Text>
            </Alert>
            {FIELDS.map((field) => (
              <TextInput
                key={field}
                size="md"
                label={LABELS[field]}
                description={field === 'business_category' ? t.businessCategoryHint : undefined}
                value={values[field]}
                onChange={(change) => {
                  const value = change.currentTarget.value;
                  setValues((previous) => ({ ...previous, [field]: value }));
                }}
                error={register.errors[field]}
                required
                type={field === 'phone' ? 'tel' : 'text'}
                inputMode={field === 'phone' ? 'tel' : undefined}
                autoComplete="off"
                data-autofocus={field === 'first_name' ? true : undefined}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t.feeNote}
            </Text>
            <FormFooter label={t.submit} pending={register.pending} onCancel={onClose} size="md" mt="xs" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
