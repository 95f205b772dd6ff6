import { Stack, Table, Text } from '@mantine/core';
import { QueryView } from '../../../components/query-view.tsx';
import { th } from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type OutboxItem, useOutbox } from '../api/get-outbox.ts';
import { DeliveryStatus } from './delivery-status.tsx';

const PREVIEW_LENGTH = 80;

// Names and times stay whole: on a phone the table scrolls sideways in its own box instead.
const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * The latest messages, newest first: when, who or what sent it, to whom, what kind, what became of
 * it (with the server's note on why), and the start of the text.
 */
export function OutboxTable() {
  const outbox = useOutbox(true);
  const columns = th.outbox.columns;
  return (
    <QueryView query={outbox} loadFailed={th.outbox.loadFailed} empty={th.outbox.empty}>
      {(items) => (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" fz="sm" aria-label={th.outbox.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{columns.time}</Table.Th>
                <Table.Th>{columns.source}</Table.Th>
                <Table.Th>{columns.recipient}</Table.Th>
                <Table.Th>{columns.kind}</Table.Th>
                <Table.Th>{columns.status}</Table.Th>
                <Table.Th>{columns.message}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="outbox-item">
                  <Table.Td style={noWrap}>{formatDateTime(item.created)}</Table.Td>
                  <Table.Td style={noWrap}>{sourceOf(item)}</Table.Td>
                  <Table.Td style={noWrap}>{item.full_name}</Table.Td>
                  <Table.Td>{th.outbox.kinds[item.kind]}</Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <DeliveryStatus status={item.status} />
                      {item.detail && (
                        <Text size="xs" c="dimmed">
                          {item.detail}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td title={item.message} style={{ overflowWrap: 'anywhere' }}>
                    {preview(item)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryView>
  );
}

/** Staff by name; a rule's run or an automatic notice (payment confirmed, slip refused) by what it is. */
function sourceOf(item: OutboxItem): string {
  if (item.source === 'manual') return item.sent_by ?? '–';
  return th.outbox.sources[item.source];
}

/** A Flex message reads best by its alt text; either is cut to a line or two. */
function preview(item: OutboxItem): string {
  const text = (item.kind === 'flex' && item.alt_text) || item.message;
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
}
