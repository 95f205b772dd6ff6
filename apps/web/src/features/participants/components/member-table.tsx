import { ActionIcon, Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import type { ParticipantRow } from '../utils/participant-rows.ts';
import { VerifiedIcon } from './verified-icon.tsx';

/** What the table and the phone's cards both show and do. */
export interface MemberListProps {
  rows: ParticipantRow[];
  selected: ReadonlySet<number>;
  allSelected: boolean;
  /** An event is chosen: the central-system column and its dialog button show. */
  withVerified: boolean;
  onToggle: (id: number) => void;
  onToggleAll: () => void;
  onOpenVerify: () => void;
}

/** Ticks every member that can be ticked, or clears them all once they are. */
export function SelectAllButton(
  props: Pick<MemberListProps, 'rows' | 'allSelected' | 'onToggleAll'> & { size: 'compact-sm' | 'compact-md' },
) {
  const { rows, allSelected, onToggleAll, size } = props;
  return (
    <Button variant="subtle" size={size} onClick={onToggleAll} disabled={!rows.some((row) => row.selectable)}>
      {allSelected ? th.participants.clearAll : th.participants.selectAll}
    </Button>
  );
}

// Names and amounts stay on one line; the outstanding courses take the rest of the width and wrap.
const noWrap = { whiteSpace: 'nowrap' } as const;

/** The members (or the chosen event's attendees) with a tick each, what they owe and for what. */
export function MemberTable({ rows, selected, allSelected, withVerified, ...actions }: MemberListProps) {
  const p = th.participants;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={p.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={88}>
              <SelectAllButton
                rows={rows}
                allSelected={allSelected}
                onToggleAll={actions.onToggleAll}
                size="compact-sm"
              />
            </Table.Th>
            <Table.Th style={noWrap}>{p.columns.name}</Table.Th>
            <Table.Th ta="right" style={noWrap}>
              {p.columns.owed}
            </Table.Th>
            <Table.Th>{p.columns.courses}</Table.Th>
            {withVerified && (
              <Table.Th>
                <Group gap={4} wrap="nowrap" justify="center">
                  {p.columns.verified}
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={p.verifyOpen}
                    title={p.verifyOpen}
                    onClick={actions.onOpenVerify}
                  >
                    <IconListCheck size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={withVerified ? 5 : 4}>
                <Text c="dimmed" ta="center" py="md">
                  {p.membersEmpty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="participant-row">
              <Table.Td>
                <Checkbox
                  aria-label={p.selectMember(row.fullName)}
                  checked={selected.has(row.id)}
                  onChange={() => actions.onToggle(row.id)}
                  disabled={!row.selectable}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} style={noWrap}>
                  {row.fullName}
                </Text>
                {!row.selectable && (
                  <Text size="xs" c="dimmed">
                    {row.erased ? p.erased : p.inactive}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{row.owed === null ? p.unknownAmount : formatBaht(row.owed)}</Table.Td>
              <Table.Td fz="sm">{row.courses}</Table.Td>
              {withVerified && <Table.Td>{row.verified !== null && <VerifiedIcon verified={row.verified} />}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
