import { Button, Group, Modal } from '@mantine/core';
import { th } from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Slip } from '../api/get-payment-history.ts';

interface SlipImageModalProps {
  slip: Slip;
  opened: boolean;
  onClose: () => void;
}

/** The slip at full size, to check what was uploaded; a Close button under it (spec). */
export function SlipImageModal({ slip, opened, onClose }: SlipImageModalProps) {
  const uploadedAt = formatDateTime(slip.created);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={th.payment.uploadedAt(uploadedAt)}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': th.common.closeDialog, size: 'xl' }}
    >
      <img
        src={slip.image}
        alt={th.payment.slipAlt(uploadedAt)}
        style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' }}
      />
      <Group justify="flex-end" mt="md">
        <Button size="md" variant="default" onClick={onClose}>
          {th.payment.close}
        </Button>
      </Group>
    </Modal>
  );
}
