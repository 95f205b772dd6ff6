import { Button, CopyButton, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';

const t = th.substitute;

interface SubstitutePayLinkModalProps {
  /** The substitute's own link, already absolute. */
  url: string;
  /** The substitute's full name. */
  name: string;
  onClose: () => void;
}

/**
 * After sending a substitute who pays their own meal: their link to agree to the visitors' notice
 * and pay, for the member to pass on. Shown this once (only its hash is kept).
 */
export function SubstitutePayLinkModal({ url, name, onClose }: SubstitutePayLinkModalProps) {
  return (
    <Modal opened onClose={onClose} title={t.payLinkTitle} closeButtonProps={{ 'aria-label': th.common.closeDialog }}>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t.payLinkExplain(name)}
        </Text>
        <Text size="sm" fw={600}>
          {t.payLinkOnce}
        </Text>
        <TextInput
          size="md"
          label={t.payLinkLabel}
          value={url}
          readOnly
          onFocus={(focus) => focus.currentTarget.select()}
          data-testid="substitute-pay-link"
        />
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
        <Button size="md" variant="subtle" onClick={onClose}>
          {t.close}
        </Button>
      </Stack>
    </Modal>
  );
}
