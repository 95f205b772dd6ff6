import { Alert, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';

/**
 * In place of the attendees and the action of an event the chapter cancelled: that it is off, and
 * what became of the member's registration. A paid one stays (refund or credit, by arrangement with
 * staff); an unpaid one was voided with the event, so nothing is owed (ADR 17).
 */
export function EventCancelledNotice({ event }: { event: AvailableEvent }) {
  const paid = event.register?.payment_datetime != null ? event.register : null;
  const detail = paid
    ? th.cancelledEvent.paid(formatBaht(paid.price))
    : event.registration_voided
      ? th.cancelledEvent.voided
      : null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCalendarOff size={20} aria-hidden />}
      title={th.cancelledEvent.title}
      data-testid="event-cancelled"
    >
      {detail && <Text size="sm">{detail}</Text>}
    </Alert>
  );
}
