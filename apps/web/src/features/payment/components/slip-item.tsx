import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { SlipImageModal } from '../../../components/slip-image-modal.tsx';
import { SlipStatusIcon } from '../../../components/slip-status-icon.tsx';
import { SlipThumbnail } from '../../../components/slip-thumbnail.tsx';
import { th } from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteSlip } from '../api/delete-slip.ts';
import type { Slip } from '../api/get-payment-history.ts';

/**
 * One uploaded slip: tap the preview or the date to see it full size; the status icon; and, while
 * staff have not validated it, a delete button that asks first.
 */
export function SlipItem({ slip }: { slip: Slip }) {
  const [viewing, view] = useDisclosure(false);
  const [confirming, confirm] = useDisclosure(false);
  const deleteSlip = useDeleteSlip();
  const uploadedAt = formatDateTime(slip.created);
  const validated = slip.validated_by !== null;

  // mutateAsync, not mutate's callbacks: once the list refreshes this item is gone, and
  // callbacks of an unmounted component's mutate never run, so the toast would be lost.
  const handleDelete = async () => {
    if (deleteSlip.isPending) return;
    try {
      await deleteSlip.mutateAsync(slip.id);
      notifySuccess(th.payment.deleted);
    } catch (error) {
      notifyError(normalizeApiError(error));
    } finally {
      confirm.close();
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="xs" data-testid="slip-item">
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          onClick={view.open}
          aria-label={th.payment.viewSlip(uploadedAt)}
          style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap="sm" wrap="nowrap">
            <SlipThumbnail src={slip.thumbnail} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {th.payment.uploadedAt(uploadedAt)}
              </Text>
              {/* The icon carries the colour; yellow text on white would be too faint to read. */}
              <Text size="sm" c={validated ? 'line.8' : undefined}>
                {validated ? th.payment.validated : th.payment.waiting}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
        <SlipStatusIcon validated={validated} />
        {!validated && (
          <ActionIcon
            size={44}
            variant="subtle"
            color="red"
            aria-label={th.payment.deleteSlip(uploadedAt)}
            onClick={confirm.open}
          >
            <IconTrash size={22} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <SlipImageModal slip={slip} opened={viewing} onClose={view.close} />
      <ConfirmModal
        opened={confirming}
        title={th.payment.deleteConfirmTitle}
        message={th.payment.deleteConfirmMessage}
        confirmLabel={th.payment.deleteConfirm}
        loading={deleteSlip.isPending}
        onConfirm={handleDelete}
        onClose={confirm.close}
      />
    </Paper>
  );
}
