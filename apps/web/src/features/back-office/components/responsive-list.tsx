import { Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import * as th from '../../../i18n/th.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';

/** Names and places wrap at spaces (Thai phrases are spaced); a word breaks only when it alone is wider than the line. */
export const wrapWords = { overflowWrap: 'break-word', wordBreak: 'normal' } as const;

interface ResponsiveListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => number;
  /** The cards' list, named for screen readers. */
  label: string;
  /** The table's headings, before the actions column every list ends with. */
  columns: readonly string[];
  /** One row's `Table.Td` cells, in the columns' order, the actions last. */
  row: (item: T) => ReactNode;
  /** One card's content, and its name for screen readers. */
  card: (item: T) => ReactNode;
  cardLabel: (item: T) => string;
}

/**
 * A back-office list of people or events: a table on a desktop, a card each below `sm`. Only one
 * layout is drawn (ARCHITECTURE.md, "Phones"), so the page holds each item once.
 */
export function ResponsiveList<T>({ items, itemKey, label, columns, row, card, cardLabel }: ResponsiveListProps<T>) {
  const phone = usePhoneLayout();
  if (phone) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={label}>
        {items.map((item) => (
          <Paper
            key={itemKey(item)}
            component="li"
            withBorder
            p="sm"
            style={{ listStyle: 'none' }}
            aria-label={cardLabel(item)}
          >
            <Stack gap={6}>{card(item)}</Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {[...columns, th.backOffice.actions].map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>{row(item)}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
