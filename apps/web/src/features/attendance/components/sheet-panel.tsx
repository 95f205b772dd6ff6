import type { TAttendanceRow, TAttendanceSheet } from '@chapter/contract/attendance';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAttendanceSheet } from '../api/get-attendance-sheet.ts';
import { CorrectDialog } from './correct-dialog.tsx';
import { SheetActions } from './sheet-actions.tsx';
import { SheetRows } from './sheet-rows.tsx';
import { SheetTotals } from './sheet-totals.tsx';

const t = th.attendance.sheet;

/** One meeting's sheet: where it stands, what may be done with it, its rows and totals. */
export function SheetPanel({ meetingId }: { meetingId: number }) {
  const sheet = useAttendanceSheet(meetingId);
  return (
    <QueryView query={sheet} loadFailed={t.loadFailed}>
      {(data) => <SheetView meetingId={meetingId} sheet={data} />}
    </QueryView>
  );
}

function SheetView({ meetingId, sheet }: { meetingId: number; sheet: TAttendanceSheet }) {
  const [editing, setEditing] = useState<TAttendanceRow | null>(null);
  // Rows are corrected between closing and entering in BNI Connect, never after: it must match.
  const editable = sheet.closed !== null && sheet.entered === null;
  return (
    <Stack gap="md">
      <SheetBanner sheet={sheet} />
      <SheetActions meetingId={meetingId} sheet={sheet} />
      {sheet.rows.length === 0 ? (
        <Text c="dimmed">{t.noRows}</Text>
      ) : (
        <SheetRows rows={sheet.rows} onEdit={editable ? setEditing : undefined} />
      )}
      <SheetTotals totals={sheet.totals} />
      {editing && <CorrectDialog meetingId={meetingId} row={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** A preview, closed (by whom, when), or entered in BNI Connect and frozen. */
function SheetBanner({ sheet }: { sheet: TAttendanceSheet }) {
  const { closed, entered } = sheet;
  if (closed === null) {
    return (
      <Alert color="yellow" variant="light" role="status" title={t.preview} data-testid="sheet-state">
        {t.previewNote}
      </Alert>
    );
  }
  const closedText = t.closedBy(closed.by_name, formatDateTime(closed.at));
  if (entered === null) {
    return <Alert color="blue" variant="light" role="status" title={closedText} data-testid="sheet-state" />;
  }
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      title={t.enteredBy(entered.by_name, formatDateTime(entered.at))}
      data-testid="sheet-state"
    >
      {`${closedText} · ${t.frozenNote}`}
    </Alert>
  );
}
