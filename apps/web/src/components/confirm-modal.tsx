import { Button, Group, Modal, Text } from '@mantine/core';
import * as th from '../i18n/th.ts';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that backs out; "ยกเลิก" unless that would be confusing (backing out of a cancellation). */
  dismissLabel?: string;
  /** The call the confirm button starts is running: the button spins and the dialog stays open. */
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a change that cannot be undone (cancelling a registration, deleting a slip): on a
 * phone an accidental tap is easy. Buttons are size md (42 px) so they are easy to hit.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, message, confirmLabel, dismissLabel = th.common.cancel, loading, onConfirm, onClose } = props;
  const close = () => {
    if (!loading) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={loading} size="md">
          {dismissLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} size="md">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
