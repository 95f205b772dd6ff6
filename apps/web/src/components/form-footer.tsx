import { Button, Group, type MantineSize, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import * as th from '../i18n/th.ts';

interface FormFooterProps {
  /** The save button's text. */
  label: string;
  /** The send is running: the save button spins and cancelling waits for it. */
  pending: boolean;
  /** Closes a dialog without saving; a form on a page has no cancel button. */
  onCancel?: () => void;
  /** Before the buttons, at the start of the row: the member dialog's erase button. */
  start?: ReactNode;
  /** `md` in the dialogs members use on a phone, where buttons must be easy to hit. */
  size?: MantineSize;
  mt?: MantineSpacing;
}

/** The end of a form: "ยกเลิก" when it is a dialog, then its submit button, at the right. */
export function FormFooter({ label, pending, onCancel, start, size, mt }: FormFooterProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      {start}
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={pending} size={size} ml={start ? 'auto' : undefined}>
          {th.common.cancel}
        </Button>
      )}
      <Button type="submit" loading={pending} size={size}>
        {label}
      </Button>
    </Group>
  );
}
