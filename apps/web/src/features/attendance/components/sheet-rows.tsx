import type { TAttendanceRow } from '@chapter/contract/attendance';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { PalmsBadge } from './palms-badge.tsx';

const t = th.attendance.sheet;

/** Names wrap at spaces (Thai names are spaced); a word breaks only when it alone is wider than the line. */
const wrapWords = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;

interface SheetRowsProps {
  rows: readonly TAttendanceRow[];
  /** Given while the sheet may be corrected (closed, not entered): each row gets its edit button. */
  onEdit?: (row: TAttendanceRow) => void;
}

/**
 * The sheet's rows: a table from `sm`, a card each on a phone. Only one layout is drawn
 * (ARCHITECTURE.md, "Phones"), as the back office's lists do.
 */
export function SheetRows({ rows, onEdit }: SheetRowsProps) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={t.rowsLabel}>
        {rows.map((row) => (
          <Paper
            key={row.member}
            component="li"
            withBorder
            p="sm"
            style={{ listStyle: 'none' }}
            aria-label={row.name}
            data-testid="attendance-row"
          >
            <Stack gap={6}>
              <Text fw={600} style={wrapWords}>
                {row.name}
              </Text>
              <Group gap="xs">
                <PalmsBadge status={row.status} />
                <Text size="sm">{t.visitors(row.visitors)}</Text>
              </Group>
              <CorrectedMark row={row} />
              {onEdit && <EditButton row={row} onEdit={onEdit} />}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  const columns = [t.columns.name, t.columns.status, t.columns.visitors, ...(onEdit ? [t.columns.actions] : [])];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={t.rowsLabel}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.member} data-testid="attendance-row">
              <Table.Td style={wrapWords}>{row.name}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <PalmsBadge status={row.status} />
                  <CorrectedMark row={row} />
                </Group>
              </Table.Td>
              <Table.Td>{row.visitors}</Table.Td>
              {onEdit && (
                <Table.Td>
                  <EditButton row={row} onEdit={onEdit} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A corrected row says so, and what closing had made of it. */
function CorrectedMark({ row }: { row: TAttendanceRow }) {
  if (!row.corrected) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color="gray" variant="outline">
        {t.corrected}
      </Badge>
      {row.closed_status && (
        <Text size="xs" c="dimmed">
          {t.correctedFrom(row.closed_status)}
        </Text>
      )}
    </Group>
  );
}

function EditButton({ row, onEdit }: { row: TAttendanceRow; onEdit: (row: TAttendanceRow) => void }) {
  return (
    <Button variant="default" size="xs" aria-label={t.editLabel(row.name)} onClick={() => onEdit(row)}>
      {t.edit}
    </Button>
  );
}
