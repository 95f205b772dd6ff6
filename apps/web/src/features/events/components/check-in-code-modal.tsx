import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import * as th from '../../../i18n/th.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';

const t = th.checkInCode;

/** The dialog and the QR drawing come with the first tap (ADR 66). */
const CheckInCodeDialog = lazyPart(() => import('./check-in-code-dialog.tsx').then((m) => m.CheckInCodeDialog));

/**
 * A weekly meeting's check-in code (issue 35), shown to the host at the door. Only meetings have a
 * door (other events take no check-ins), and only until the meeting ends.
 */
export function EventCheckInCode({ event }: { event: AvailableEvent }) {
  if (event.substitute_fee === null) return null;
  if (Date.parse(event.event_end_date_time) <= Date.now()) return null;
  return <CheckInCodeButton event={event} />;
}

function CheckInCodeButton({ event }: { event: AvailableEvent }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        size="md"
        fullWidth
        variant="light"
        leftSection={<IconQrcode size={20} aria-hidden />}
        onClick={dialog.open}
      >
        {t.title}
      </Button>
      {/* Mounted only while open: closing it drops the code (the query keeps nothing). */}
      {opened && (
        <LoadBoundary fallback={null}>
          <CheckInCodeDialog eventId={event.id} onClose={dialog.close} />
        </LoadBoundary>
      )}
    </>
  );
}
