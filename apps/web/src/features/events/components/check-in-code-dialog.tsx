import { Button, Modal, Stack, Text } from '@mantine/core';
import { CheckInCode } from '../../../components/check-in-code.tsx';
import * as th from '../../../i18n/th.ts';
import { requestMemberCheckInCode } from '../api/check-in-code.ts';
import { checkInCodeKeys } from '../api/query-keys.ts';

const t = th.checkInCode;

/** The member's check-in code for a meeting, in a dialog (check-in-code-modal.tsx opens it). */
export function CheckInCodeDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={t.title} closeButtonProps={{ 'aria-label': th.common.closeDialog }}>
      <Stack gap="sm">
        <Text size="sm">{t.showToHost}</Text>
        <CheckInCode queryKey={checkInCodeKeys.meeting(eventId)} request={() => requestMemberCheckInCode(eventId)} />
        <Button size="md" variant="subtle" onClick={onClose}>
          {t.close}
        </Button>
      </Stack>
    </Modal>
  );
}
