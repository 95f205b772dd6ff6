import { Group, Stack, Table, Text } from '@mantine/core';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { type OutboxItem, useOutbox } from '../api/get-outbox.ts';
import { DeliveryStatus } from './delivery-status.tsx';
import { RecordCard } from './record-card.tsx';
import classes from './record-cards.module.css';

const PREVIEW_LENGTH = 80;

// Names and times stay whole in the table; a phone gets cards instead (OutboxCards).
const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * The latest messages, newest first: when, who or what sent it, to whom, what kind, what became of
 * it (with the server's note on why), and the start of the text. A table on a wide screen, one
 * card per message on a phone.
 */
export function OutboxTable() {
  const outbox = useOutbox(true);
  const phone = usePhoneLayout();
  const columns = th.outbox.columns;
  return (
    <QueryView query={outbox} loadFailed={th.outbox.loadFailed} empty={th.outbox.empty}>
      {(items) =>
        phone ? (
          <OutboxCards items={items} />
        ) : (
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
        )
      }
    </QueryView>
  );
}

/** The outbox on a phone: recipient and time, then sender and kind, the status, and the text. */
function OutboxCards({ items }: { items: OutboxItem[] }) {
  return (
    <ul className={classes.list} aria-label={th.outbox.title}>
      {items.map((item) => (
        <RecordCard
          key={item.id}
          name={item.full_name}
          aside={
            <Text span size="xs" c="dimmed" className={classes.nowrap}>
              {formatDateTime(item.created)}
            </Text>
          }
          testId="outbox-item"
        >
          <Text size="xs" c="dimmed" className={classes.name}>
            {sourceOf(item)} · {th.outbox.kinds[item.kind]}
          </Text>
          <Group gap={6} wrap="wrap">
            <DeliveryStatus status={item.status} />
            {item.detail && (
              <Text span size="xs" c="dimmed" className={classes.text}>
                {item.detail}
              </Text>
            )}
          </Group>
          <Text size="sm" title={item.message} className={classes.text}>
            {preview(item)}
          </Text>
        </RecordCard>
      ))}
    </ul>
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
