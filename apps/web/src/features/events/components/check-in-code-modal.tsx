import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { CheckInCode } from '../../../components/check-in-code.tsx';
import * as th from '../../../i18n/th.ts';
import { requestMemberCheckInCode } from '../api/check-in-code.ts';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { checkInCodeKeys } from '../api/query-keys.ts';

const t = th.checkInCode;

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
        <Modal opened onClose={dialog.close} title={t.title} closeButtonProps={{ 'aria-label': th.common.closeDialog }}>
          <Stack gap="sm">
            <Text size="sm">{t.showToHost}</Text>
            <CheckInCode
              queryKey={checkInCodeKeys.meeting(event.id)}
              request={() => requestMemberCheckInCode(event.id)}
            />
            <Button size="md" variant="subtle" onClick={dialog.close}>
              {t.close}
            </Button>
          </Stack>
        </Modal>
      )}
    </>
  );
}
