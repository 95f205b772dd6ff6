import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type AdminEvent, useAdminEvents, useCancelEvent, useDeleteEvent } from '../api/admin-events.ts';
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
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const t = th.backOffice.events;
  const close = () => setDialog(null);

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

      {events.isPending ? (
        <PageLoader />
      ) : events.isError ? (
        <ErrorAlert
          title={th.backOffice.loadFailed}
          messages={events.error.errorMessages}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <EventList events={events.data} onAction={setDialog} />
      )}

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
        loading={cancel.isPending}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'cancel' &&
          cancel.mutate(dialog.event.id, {
            onSuccess: (result) => {
              notifySuccess(result.detail);
              close();
            },
            onError: (error) => notifyError(error),
          })
        }
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t.deleteTitle}
        message={dialog?.kind === 'delete' ? t.deleteMessage(dialog.event.name) : ''}
        confirmLabel={t.delete}
        loading={remove.isPending}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'delete' &&
          remove.mutate(dialog.event.id, {
            onSuccess: (result) => {
              notifySuccess(result.detail);
              close();
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </Stack>
  );
}
