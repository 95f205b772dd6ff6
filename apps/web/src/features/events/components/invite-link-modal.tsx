import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandLine, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { th } from '../../../i18n/th.ts';
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
        <TextInput
          size="md"
          label={t.linkLabel}
          value={url}
          readOnly
          onFocus={(focus) => focus.currentTarget.select()}
          data-testid="invite-link"
        />
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <CopyButton value={url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="md"
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'green' : undefined}
                leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                onClick={copy}
                aria-live="polite"
              >
                {copied ? t.copied : t.copy}
              </Button>
            )}
          </CopyButton>
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
        </Group>
        <Button size="md" variant="subtle" onClick={onClose}>
          {t.close}
        </Button>
      </Stack>
    </Modal>
  );
}
