import type { TSlip } from '@chapter/contract/payments';
import { Button, Group, Modal, Text } from '@mantine/core';
import * as th from '../i18n/th.ts';
import { formatDateTime } from '../lib/format.ts';

interface SlipImageModalProps {
  slip: Pick<TSlip, 'image' | 'created'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * A slip at full size, to check what was uploaded; a Close button under it (spec). Shared by the
 * member's payment screen and staff's payment validation.
 */
export function SlipImageModal({ slip, opened, onClose }: SlipImageModalProps) {
  const uploadedAt = formatDateTime(slip.created);
  return (
    <Modal opened={opened} onClose={onClose} title={th.payment.uploadedAt(uploadedAt)} size="lg" centered>
      {slip.image === null ? (
        <Text>{th.payment.slipImageRemoved}</Text>
      ) : (
        <img
          src={slip.image}
          alt={th.payment.slipAlt(uploadedAt)}
          // The viewport's height less the title, the Close button and the dialog's margins, so Close
          // shows without scrolling at 1280×800 and whole on a 360×740 phone (70vh pushed it out).
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 'calc(100dvh - 17rem)',
            margin: '0 auto',
            objectFit: 'contain',
          }}
        />
      )}
      <Group justify="flex-end" mt="md">
        <Button size="md" variant="default" onClick={onClose}>
          {th.payment.close}
        </Button>
      </Group>
    </Modal>
  );
}
