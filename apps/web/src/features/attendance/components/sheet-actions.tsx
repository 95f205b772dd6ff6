import type { TAttendanceSheet } from '@chapter/contract/attendance';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type AttendanceExportFormat, useDownloadAttendance } from '../api/attendance-export.ts';
import { useCloseAttendance } from '../api/close-attendance.ts';
import { useMarkAttendanceEntered } from '../api/mark-attendance-entered.ts';

const t = th.attendance.sheet;

interface SheetActionsProps {
  meetingId: number;
  sheet: TAttendanceSheet;
}

/**
 * What the sheet's state allows: closing an ended meeting; once closed, marking it entered in BNI
 * Connect (until then) and the files to enter it from.
 */
export function SheetActions({ meetingId, sheet }: SheetActionsProps) {
  const close = useSubmit(useCloseAttendance(meetingId), { success: t.closed, fields: [] });
  const enter = useSubmit(useMarkAttendanceEntered(meetingId), { success: t.enteredDone, fields: [] });

  if (sheet.closed === null) {
    const reason = sheet.ended ? null : t.closeNotEnded(formatDateTime(sheet.meeting.ends));
    return (
      <Stack gap={4} align="flex-start">
        <ConfirmButton
          button={(ask) => (
            <Button onClick={ask} disabled={!sheet.ended} aria-describedby={reason ? 'close-reason' : undefined}>
              {t.close}
            </Button>
          )}
          title={t.closeTitle}
          message={t.closeMessage}
          confirmLabel={t.close}
          loading={close.pending}
          onConfirm={() => close.submit()}
        />
        {reason && (
          <Text size="sm" c="dimmed" id="close-reason">
            {reason}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Group gap="xs">
      {sheet.entered === null && (
        <ConfirmButton
          button={(ask) => <Button onClick={ask}>{t.markEntered}</Button>}
          title={t.markEnteredTitle}
          message={t.markEnteredMessage}
          confirmLabel={t.markEnteredConfirm}
          loading={enter.pending}
          onConfirm={() => enter.submit()}
        />
      )}
      <ExportButtons meetingId={meetingId} />
    </Group>
  );
}

/** The sheet as CSV and XLSX, downloaded with the token as the payments export is. */
function ExportButtons({ meetingId }: { meetingId: number }) {
  const download = useDownloadAttendance();
  // The saved file says it worked; a refusal is a toast.
  const saving = useSubmit(download, { fields: [] });
  const downloading = (format: AttendanceExportFormat) => download.isPending && download.variables?.format === format;
  const button = (format: AttendanceExportFormat, label: string) => (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading(format)}
      disabled={download.isPending && !downloading(format)}
      onClick={() => void saving.submit({ meetingId, format })}
    >
      {label}
    </Button>
  );
  return (
    <>
      {button('csv', t.downloadCsv)}
      {button('xlsx', t.downloadXlsx)}
    </>
  );
}
