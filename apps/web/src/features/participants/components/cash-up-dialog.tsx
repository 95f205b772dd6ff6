import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type CashUpExportFormat, useDownloadCashUp } from '../api/cash-up-export.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { type CashUp, useCloseCashUp, useMeetingCashUp } from '../api/meeting-cash-up.ts';
import { CashUpFigures } from './cash-up-figures.tsx';
import { CashUpDifferences, CashUpLateChanges, CashUpSeats } from './cash-up-lists.tsx';

const t = th.cashUp;
const FORMATS = ['csv', 'xlsx'] as const satisfies readonly CashUpExportFormat[];

/**
 * A weekly meeting's cash-up (issue 35): the figures, the differences by person, the seats, money
 * changed after closing, closing it once the meeting has ended, and the file for the books. The
 * whole screen on a phone, where a dialog of this length would be a box within a box.
 */
export function CashUpDialog({ event, onClose }: { event: MonthEvent; onClose: () => void }) {
  const cashUp = useMeetingCashUp(event.id);
  const phone = usePhoneLayout();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t.title(event.name, formatDate(event.event_start_date_time))}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': th.common.closeDialog }}
    >
      <QueryView query={cashUp} loadFailed={t.loadFailed}>
        {(data) => (
          <Stack gap="md">
            <CashUpFigures figures={data.closed?.figures ?? data.figures} closed={data.closed !== null} />
            <CashUpDifferences differences={data.differences} />
            <CashUpSeats seats={data.seats} />
            <CashUpLateChanges changes={data.late_changes} />
            <Divider />
            <CashUpActions cashUp={data} />
            <Button size="md" variant="default" onClick={onClose}>
              {t.dismiss}
            </Button>
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}

/** Closing (once, after the meeting has ended; who and when after) and the CSV and Excel files. */
function CashUpActions({ cashUp }: { cashUp: CashUp }) {
  const { meeting, closed, ended } = cashUp;
  const close = useSubmit(useCloseCashUp(), { success: (answer) => answer.detail, fields: [] });
  const download = useDownloadCashUp();
  // The saved file says it worked; a refusal is a toast.
  const saving = useSubmit(download, { fields: [] });
  const downloading = (format: CashUpExportFormat) => download.isPending && download.variables?.format === format;

  return (
    <Stack gap="sm">
      {closed ? (
        <Text fw={600} data-testid="cash-up-closed">
          {t.closedBy(closed.by_name, formatDateTime(closed.at))}
        </Text>
      ) : (
        <Stack gap={4}>
          <ConfirmButton
            button={(ask) => (
              <Button size="md" leftSection={<IconLock size={18} aria-hidden />} disabled={!ended} onClick={ask}>
                {t.close}
              </Button>
            )}
            title={t.closeTitle}
            message={t.closeMessage(meeting.name)}
            confirmLabel={t.close}
            dismissLabel={t.keepOpen}
            loading={close.pending}
            onConfirm={() => close.submit(meeting.id)}
          />
          {!ended && (
            <Text size="sm" c="dimmed" data-testid="cash-up-not-ended">
              {t.notEnded}
            </Text>
          )}
        </Stack>
      )}
      <Group gap="xs" wrap="wrap">
        {FORMATS.map((format) => (
          <Button
            key={format}
            size="md"
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading(format)}
            disabled={download.isPending && !downloading(format)}
            onClick={() => void saving.submit({ meetingId: meeting.id, format })}
          >
            {t.export[format]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
