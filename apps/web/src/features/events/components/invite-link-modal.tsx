import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';

const t = th.visitInvite;

interface InviteLinkModalProps {
  url: string;
  /** When the link stops working: the meeting's end. */
  expiresAt: string;
  /** Opens LINE's picker again, where this LINE has it; null hides the button. */
  onShare: (() => Promise<void>) | null;
  onClose: () => void;
}

/** The new invitation's link to copy and paste into any app; it is shown this once (only its hash is kept). */
export function InviteLinkModal({ url, expiresAt, onShare, onClose }: InviteLinkModalProps) {
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    if (!onShare) return;
    setSharing(true);
    try {
      await onShare();
    } finally {
      setSharing(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t.linkTitle} closeButtonProps={{ 'aria-label': th.common.closeDialog }}>
      <Stack gap="sm">
        <Text size="sm">{t.linkExplain(formatDateTime(expiresAt))}</Text>
        <CopyLinkField url={url} label={t.linkLabel} testId="invite-link">
          {onShare && (
            <Button
              size="md"
              color="green"
              leftSection={<IconBrandLine size={18} aria-hidden />}
              loading={sharing}
              onClick={() => void share()}
            >
              {t.shareLine}
            </Button>
          )}
        </CopyLinkField>
        <Button size="md" variant="subtle" onClick={onClose}>
          {t.close}
        </Button>
      </Stack>
    </Modal>
  );
}
