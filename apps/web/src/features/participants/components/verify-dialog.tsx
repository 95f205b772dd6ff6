import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { normalizeApiError } from '../../../lib/api-error.ts';
import { formatBaht } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { MonthEvent } from '../api/get-events-of-month.ts';
import { useSubmitBniVerified } from '../api/submit-bni-verified.ts';
import { unverifiedAttendees } from '../utils/participant-rows.ts';

interface VerifyDialogProps {
  event: MonthEvent;
  opened: boolean;
  onClose: () => void;
  /** Verification was saved; the screen then clears the event, the ticks and the message. */
  onVerified: () => void;
}

const p = th.participants;

/**
 * The names to send to the central chapter: the event's attendees not yet verified, one per line,
 * with the sum of their prices in the title. Copy puts the names on the clipboard; confirming
 * marks those attendees verified. Erased attendees are left out, with a line saying how many.
 */
export function VerifyDialog({ event, opened, onClose, onVerified }: VerifyDialogProps) {
  const save = useSubmitBniVerified();
  const { attendees, total, erasedLeftOut } = unverifiedAttendees(event);
  const names = attendees.map((attendee) => attendee.full_name).join('\n');

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(names);
      notifySuccess(p.copied);
    } catch (error) {
      notifyError({ errorMessages: [String(error)] }, { prefix: p.errorPrefix });
    }
  };

  const handleConfirm = async () => {
    if (save.isPending || attendees.length === 0) return;
    try {
      await save.mutateAsync({ eventId: event.id, attendees: attendees.map((attendee) => attendee.id) });
      notifySuccess(p.saved);
      onVerified();
    } catch (error) {
      notifyError(normalizeApiError(error), { prefix: p.errorPrefix });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !save.isPending && onClose()}
      title={p.verifyTitle(formatBaht(total))}
      size="lg"
      centered
    >
      <Stack gap="md">
        {attendees.length === 0 ? (
          <Text c="dimmed">{p.verifyNoneLeft}</Text>
        ) : (
          <Paper
            withBorder
            p="sm"
            radius="sm"
            aria-label={p.verifyNames}
            data-testid="verify-names"
            component="section"
          >
            <Text style={{ whiteSpace: 'pre-line' }}>{names}</Text>
          </Paper>
        )}
        {erasedLeftOut > 0 && (
          <Text size="sm" c="dimmed" data-testid="verify-erased-left-out">
            {p.verifyErasedLeftOut(erasedLeftOut)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="light"
            leftSection={<IconCopy size={18} aria-hidden />}
            onClick={handleCopy}
            disabled={attendees.length === 0}
          >
            {p.copy}
          </Button>
          <Button onClick={handleConfirm} loading={save.isPending} disabled={attendees.length === 0}>
            {p.confirmData}
          </Button>
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {p.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
