import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useId } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import type { ParticipantRow } from '../utils/participant-rows.ts';
import classes from './member-cards.module.css';
import { type MemberListProps, SelectAllButton } from './member-table.tsx';
import { VerifiedIcon } from './verified-icon.tsx';

const p = th.participants;

/**
 * The participant list on a phone: the table's columns as one compact card per member (tick,
 * name, what they owe, the outstanding courses in small text, the central-system mark once an
 * event is chosen), so nothing scrolls sideways.
 */
export function MemberCards({ rows, selected, allSelected, withVerified, ...actions }: MemberListProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <SelectAllButton rows={rows} allSelected={allSelected} onToggleAll={actions.onToggleAll} size="compact-md" />
        {withVerified && (
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconListCheck size={18} aria-hidden />}
            onClick={actions.onOpenVerify}
          >
            {p.verifyOpen}
          </Button>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {p.membersEmpty}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={p.tableLabel}>
          {rows.map((row) => (
            <MemberCard
              key={row.id}
              row={row}
              checked={selected.has(row.id)}
              withVerified={withVerified}
              onToggle={() => actions.onToggle(row.id)}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}

interface MemberCardProps {
  row: ParticipantRow;
  checked: boolean;
  withVerified: boolean;
  onToggle: () => void;
}

function MemberCard({ row, checked, withVerified, onToggle }: MemberCardProps) {
  const id = useId();
  return (
    <li className={classes.card} data-checked={checked || undefined} data-testid="participant-row">
      {/* A label around the box: a tap anywhere on the card ticks it, not only on the small box. */}
      <label htmlFor={id} className={classes.hit} data-disabled={!row.selectable || undefined}>
        <Checkbox
          id={id}
          size="md"
          aria-label={p.selectMember(row.fullName)}
          checked={checked}
          onChange={onToggle}
          disabled={!row.selectable}
        />
        <span className={classes.body}>
          <span className={classes.head}>
            <Text span size="sm" fw={600} className={classes.name}>
              {row.fullName}
            </Text>
            {row.owed !== null && (
              <Text span size="sm" fw={500} c={row.owed > 0 ? undefined : 'dimmed'} className={classes.owed}>
                {p.owedOnCard(formatBaht(row.owed))}
              </Text>
            )}
          </span>
          {!row.selectable && (
            <Text span size="xs" c="dimmed" display="block">
              {row.erased ? p.erased : p.inactive}
            </Text>
          )}
          {row.courses && (
            <Text span size="xs" c="dimmed" display="block" mt={2}>
              {row.courses}
            </Text>
          )}
        </span>
      </label>
      {withVerified && row.verified !== null && (
        <span className={classes.verified}>
          <VerifiedIcon verified={row.verified} />
        </span>
      )}
    </li>
  );
}
