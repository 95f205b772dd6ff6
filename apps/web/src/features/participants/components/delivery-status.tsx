import { Badge } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import type { OutboxItem } from '../api/get-outbox.ts';

type DeliveryStatus = OutboxItem['status'];

/** Green reached LINE; yellow only recorded; blue waits; grey was not meant to go; red went wrong. */
const COLORS: Record<DeliveryStatus, string> = {
  sent: 'green',
  recorded: 'yellow',
  pending: 'blue',
  no_line_account: 'gray',
  blocked: 'gray',
  opted_out: 'gray',
  nothing_owed: 'gray',
  refused: 'red',
  failed: 'red',
};

/**
 * What became of a message for one member, in Thai, with a colour that is never the only sign.
 * Never narrower than its words: in the outbox's table a squeezed column cut it to "ไม่มีบัญชี LI…".
 */
export function DeliveryStatus({ status }: { status: DeliveryStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {th.outbox.statuses[status]}
    </Badge>
  );
}
