import { Button, Group, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type AdminEvent, useAdminEvents } from '../api/admin-events.ts';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { bangkokToday } from '../utils/bangkok-input.ts';
import { EventFormModal } from './event-form-modal.tsx';
import { type EventAction, EventList } from './event-list.tsx';

const today = bangkokToday();
const years = [today.year - 1, today.year, today.year + 1].map((value) => ({ value, label: String(value) }));
const months = th.participants.months.map((label, index) => ({ value: index + 1, label }));

type Dialog = { kind: 'form'; event: AdminEvent | null } | EventAction | null;

/** Events of a month: create, edit, cancel (when registered for) or delete (when nobody ever was). */
export function EventsPage() {
  const [year, setYear] = useState(today.year);
  const [month, setMonth] = useState(today.month);
  const [dialog, setDialog] = useState<Dialog>(null);
  const events = useAdminEvents(year, month);
  const close = () => setDialog(null);
  // Both confirmations say the server's words and close; they show no fields, so a refusal is a toast.
  const done = { success: (result: { detail: string }) => result.detail, onSuccess: close, fields: [] };
  const cancel = useSubmit(useCancelEvent(), done);
  const remove = useSubmit(useDeleteEvent(), done);
  const t = th.backOffice.events;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <Select<number>
            label={th.backOffice.year}
            data={years}
            value={year}
            onChange={(value) => value !== null && setYear(value)}
            allowDeselect={false}
            w={100}
          />
          <Select<number>
            label={th.backOffice.month}
            data={months}
            value={month}
            onChange={(value) => value !== null && setMonth(value)}
            allowDeselect={false}
            w={150}
          />
        </Group>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'form', event: null })}
        >
          {t.create}
        </Button>
      </Group>

      <QueryView query={events} loadFailed={th.backOffice.loadFailed} empty={t.empty}>
        {(data) => <EventList events={data} onAction={setDialog} />}
      </QueryView>

      {dialog?.kind === 'form' && <EventFormModal opened event={dialog.event} onClose={close} />}
      <ConfirmModal
        opened={dialog?.kind === 'cancel'}
        title={t.cancelTitle}
        message={
          dialog?.kind === 'cancel'
            ? t.cancelMessage(dialog.event.name, dialog.event.registration_count - dialog.event.paid_count)
            : ''
        }
        confirmLabel={t.cancel}
        dismissLabel={t.keep}
        loading={cancel.pending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'cancel' && cancel.submit(dialog.event.id)}
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t.deleteTitle}
        message={dialog?.kind === 'delete' ? t.deleteMessage(dialog.event.name) : ''}
        confirmLabel={t.delete}
        loading={remove.pending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.submit(dialog.event.id)}
      />
    </Stack>
  );
}
