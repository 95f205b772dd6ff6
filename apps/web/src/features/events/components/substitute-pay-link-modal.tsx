import { Button, Modal, Stack, Text } from '@mantine/core';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import * as th from '../../../i18n/th.ts';

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
        <CopyLinkField url={url} label={t.payLinkLabel} testId="substitute-pay-link" />
        <Button size="md" variant="subtle" onClick={onClose}>
          {t.close}
        </Button>
      </Stack>
    </Modal>
  );
}
