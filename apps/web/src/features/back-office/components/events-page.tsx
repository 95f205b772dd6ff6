import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type AdminEvent, useAdminEvents, useCancelEvent, useDeleteEvent } from '../api/admin-events.ts';
import { bangkokToday } from '../utils/bangkok-input.ts';
import { EventFormModal } from './event-form-modal.tsx';

const today = bangkokToday();
const years = [today.year - 1, today.year, today.year + 1].map((value) => ({ value, label: String(value) }));
const months = th.participants.months.map((label, index) => ({ value: index + 1, label }));

type Dialog =
  | { kind: 'form'; event: AdminEvent | null }
  | { kind: 'cancel'; event: AdminEvent }
  | { kind: 'delete'; event: AdminEvent }
  | null;

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
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <Select<number>
            label={th.backOffice.year}
            data={years}
            value={year}
            onChange={(value) => value !== null && setYear(value)}
            allowDeselect={false}
            maw={110}
          />
          <Select<number>
            label={th.backOffice.month}
            data={months}
            value={month}
            onChange={(value) => value !== null && setMonth(value)}
            allowDeselect={false}
            maw={180}
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
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.name}</Table.Th>
              <Table.Th>{t.when}</Table.Th>
              <Table.Th>{t.price}</Table.Th>
              <Table.Th>{t.registrations}</Table.Th>
              <Table.Th>{t.status}</Table.Th>
              <Table.Th>{th.backOffice.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.map((event) => (
              <EventRow key={event.id} event={event} onAction={setDialog} />
            ))}
          </Table.Tbody>
        </Table>
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

function EventRow({ event, onAction }: { event: AdminEvent; onAction: (dialog: Dialog) => void }) {
  const t = th.backOffice.events;
  const cancelled = event.cancelled_at !== null;
  const finished = new Date(event.event_end_date_time).getTime() <= Date.now();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{event.name}</Text>
        <Text size="sm" c="dimmed">
          {event.location_name}
        </Text>
      </Table.Td>
      <Table.Td>
        {formatDateTime(event.event_start_date_time)}
        {th.common.periodSeparator}
        {formatDateTime(event.event_end_date_time)}
      </Table.Td>
      <Table.Td>
        {th.common.baht(formatBaht(event.price))}
        {event.early_bird_price !== null && event.early_bird_end_date_time !== null && (
          <Text size="sm" c="dimmed">
            {t.earlyBird(formatBaht(event.early_bird_price), formatDateTime(event.early_bird_end_date_time))}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{t.registrationCount(event.registration_count, event.paid_count)}</Table.Td>
      <Table.Td>
        <Badge color={cancelled ? 'red' : 'green'} variant="light">
          {cancelled ? t.cancelled : t.open}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {!cancelled && (
            <Button size="xs" variant="default" onClick={() => onAction({ kind: 'form', event })}>
              {th.backOffice.edit}
            </Button>
          )}
          {!cancelled && !finished && event.has_registrations && (
            <Button size="xs" color="red" variant="light" onClick={() => onAction({ kind: 'cancel', event })}>
              {t.cancel}
            </Button>
          )}
          {!event.has_registrations && (
            <Button size="xs" color="red" variant="subtle" onClick={() => onAction({ kind: 'delete', event })}>
              {t.delete}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
