import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconPrinter } from '@tabler/icons-react';
import * as th from '../../../i18n/th.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { CreatedInvitation } from '../api/create-line-invitations.ts';
import { type InvitationEntry, invitationEntries } from '../utils/invitation-entries.ts';
import { InvitationQr } from './invitation-qr.tsx';
import { InvitationsPrintSheet } from './invitations-print-sheet.tsx';

interface InvitationsModalProps {
  /** The invitations just created; null when the dialog is closed. */
  invitations: CreatedInvitation[] | null;
  onClose: () => void;
}

/**
 * The links just created, each with a copy button and a QR code, and a sheet to print. The server
 * keeps only their hashes, so this is the one time anyone sees them: the dialog says so.
 */
export function InvitationsModal({ invitations, onClose }: InvitationsModalProps) {
  const t = th.lineAccounts.invitations;
  const entries = invitationEntries(invitations ?? [], window.location.origin);
  return (
    <Modal opened={invitations !== null} onClose={onClose} title={t.title} size="lg" centered>
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
          {t.onlyNow}
        </Alert>
        <Text size="sm">{t.howTo}</Text>
        {entries.map((entry) => (
          <InvitationItem key={entry.id} entry={entry} />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="light" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t.print}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
        </Group>
      </Stack>
      {invitations !== null && <InvitationsPrintSheet entries={entries} />}
    </Modal>
  );
}

/** One member's link: QR code beside it on a wide screen, above it on a phone. */
function InvitationItem({ entry }: { entry: InvitationEntry }) {
  const t = th.lineAccounts.invitations;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(entry.url);
      notifySuccess(t.copied);
    } catch (error) {
      // No clipboard (an old browser, no permission): the link is on screen to select by hand.
      notifyError({ errorMessages: [String(error)] });
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={entry.full_name} data-testid="invitation">
      <Group align="flex-start" gap="md">
        <InvitationQr link={entry.url} label={t.qrAlt(entry.full_name)} size={128} />
        <Stack gap={4} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Text fw={600}>{entry.full_name}</Text>
          <Text size="sm" c="dimmed">
            {t.expires(formatDate(entry.expires_at))}
          </Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="invitation-link">
            {entry.url}
          </Text>
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconCopy size={14} aria-hidden />}
            aria-label={t.copyFor(entry.full_name)}
            onClick={() => void copy()}
          >
            {t.copy}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
