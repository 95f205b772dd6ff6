import type { TStaffVisitor, TStaffVisitorRequest } from '@chapter/contract/meeting-guests';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer.tsx';
import {
  emptyVisitor,
  VISITOR_FIELDS,
  VisitorFields,
  visitorFieldProblems,
} from '../../../components/visitor-fields.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { useRegisterVisitorByStaff } from '../api/register-visitor-by-staff.ts';
import { StaffVisitorLink } from './staff-visitor-link.tsx';

const t = th.staffVisitor;

/**
 * A visitor who phoned, registered by staff to the meeting (issue 34): who they are, as the
 * visitor's own form asks, after staff have told them about the visitors' notice. Once saved the
 * dialog shows the visitor's link, this once, to copy and send them.
 */
export function StaffVisitorForm({ event, onClose }: { event: MonthEvent; onClose: () => void }) {
  const [values, setValues] = useState<Required<TStaffVisitorRequest>>(emptyVisitor);
  const [registered, setRegistered] = useState<TStaffVisitor | null>(null);
  const register = useSubmit(useRegisterVisitorByStaff(), {
    success: (visitor) => t.registered(visitor.visitor_name),
    onSuccess: setRegistered,
    fields: VISITOR_FIELDS,
  });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void register.submit({ eventId: event.id, visitor: values }, visitorFieldProblems(values));
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
            <VisitorFields
              values={values}
              onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
              errors={register.errors}
              autoFocus
            />
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
