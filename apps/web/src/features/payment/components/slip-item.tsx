import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { SlipImageModal } from '../../../components/slip-image-modal.tsx';
import { SlipThumbnail } from '../../../components/slip-thumbnail.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang, formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useDeleteSlip } from '../api/delete-slip.ts';
import type { Slip } from '../api/get-payment-history.ts';
import { SlipStatusBadge } from './slip-status-badge.tsx';

/**
 * One uploaded slip: tap the preview or the date to see it full size; the amount stated (and what
 * staff checked instead, when they corrected it), where staff are with it (and why, when they
 * refused it); and, while the server would let it go, a delete button that asks first. Accepted,
 * refused and once-accepted slips stay: they are part of the books.
 */
export function SlipItem({ slip }: { slip: Slip }) {
  const [viewing, view] = useDisclosure(false);
  const deleteSlip = useSubmit(useDeleteSlip(), { success: th.payment.deleted, fields: [] });
  const uploadedAt = formatDateTime(slip.created);
  const deletable = slip.deletable;
  const detailsId = useId();

  return (
    <Paper component="li" withBorder radius="md" p="xs" data-testid="slip-item">
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          onClick={view.open}
          aria-label={th.payment.viewSlip(uploadedAt)}
          // The label names the action; the amount and status inside it are read as its description.
          aria-describedby={detailsId}
          style={{ flex: 1, minWidth: 0, borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Group gap="sm" wrap="nowrap">
            <SlipThumbnail src={slip.thumbnail} />
            <Stack gap={4} align="flex-start" style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {th.payment.uploadedAt(uploadedAt)}
              </Text>
              <Stack gap={4} align="flex-start" id={detailsId}>
                <SlipAmount slip={slip} />
                <SlipStatusBadge status={slip.status} />
                <SlipQrLine slip={slip} />
              </Stack>
            </Stack>
          </Group>
        </UnstyledButton>
        {deletable && (
          <ConfirmButton
            button={(ask) => (
              <ActionIcon
                size={44}
                variant="subtle"
                color="red"
                aria-label={th.payment.deleteSlip(uploadedAt)}
                onClick={ask}
              >
                <IconTrash size={22} aria-hidden />
              </ActionIcon>
            )}
            title={th.payment.deleteConfirmTitle}
            message={th.payment.deleteConfirmMessage}
            confirmLabel={th.payment.deleteConfirm}
            loading={deleteSlip.pending}
            // Once the list refreshes this item is gone; useSubmit's toast outlives it.
            onConfirm={() => deleteSlip.submit(slip.id)}
          />
        )}
      </Group>
      {slip.status === 'refused' && slip.refusal_reason && (
        <Text size="sm" c="red.9" mt="xs" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {th.payment.refusalReason(slip.refusal_reason)}
        </Text>
      )}
      <SlipImageModal slip={slip} opened={viewing} onClose={view.close} />
    </Paper>
  );
}

/**
 * The amount that counts: the one typed, unless staff recorded another for the payment the slip
 * went into; then both, the checked one as what counts. And what of it became credit.
 */
function SlipAmount({ slip }: { slip: Slip }) {
  const { checked } = slip;
  const corrected = checked !== null && (checked.slips > 1 || checked.received !== slip.amount);
  return (
    <>
      {corrected ? (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {th.payment.slipChecked(
            slip.amount === null ? '–' : formatBahtSatang(slip.amount),
            formatBahtSatang(checked.received),
            checked.slips,
          )}
        </Text>
      ) : (
        <Text size="sm" fw={slip.amount === null ? undefined : 600} c={slip.amount === null ? 'dimmed' : undefined}>
          {slip.amount === null ? th.payment.slipAmountMissing : th.common.baht(formatBahtSatang(slip.amount))}
        </Text>
      )}
      {checked !== null && checked.credit > 0 && (
        <Text size="sm">{th.payment.slipBecameCredit(formatBahtSatang(checked.credit))}</Text>
      )}
    </>
  );
}

/**
 * What the server read from the slip's QR, for the member's own records: the transfer's reference,
 * or that no QR could be read, so staff will check the picture by eye (issue 17).
 */
function SlipQrLine({ slip }: { slip: Slip }) {
  if (!slip.qr) return null;
  const text =
    slip.qr.status === 'read' && slip.qr.reference ? th.payment.slipReference(slip.qr.reference) : th.payment.slipNoQr;
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}
