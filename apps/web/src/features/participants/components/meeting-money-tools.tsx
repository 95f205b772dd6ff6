import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCash, IconUsers } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { CashUpDialog } from './cash-up-dialog.tsx';
import { HeadcountDialog } from './headcount-dialog.tsx';

/**
 * The treasurer's side of a weekly meeting (issue 35), beside its guest tools: the headcount for
 * the venue (while the meeting is on) and the cash-up. Other events have neither. Each dialog is
 * mounted only while open, so its figures are asked for then, and afresh every time.
 */
export function MeetingMoneyTools({ event }: { event: MonthEvent }) {
  const [counting, headcount] = useDisclosure(false);
  const [cashingUp, cashUp] = useDisclosure(false);
  if (!event.is_meeting) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {!event.is_cancelled && (
        <Button size="md" variant="light" leftSection={<IconUsers size={18} aria-hidden />} onClick={headcount.open}>
          {th.headcount.open}
        </Button>
      )}
      <Button size="md" variant="light" leftSection={<IconCash size={18} aria-hidden />} onClick={cashUp.open}>
        {th.cashUp.open}
      </Button>
      {counting && <HeadcountDialog event={event} onClose={headcount.close} />}
      {cashingUp && <CashUpDialog event={event} onClose={cashUp.close} />}
    </Group>
  );
}
