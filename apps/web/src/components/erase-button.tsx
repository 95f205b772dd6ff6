import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface EraseButtonProps {
  label: string;
  /** `light` on the member's own privacy section, `subtle` beside the member dialog's buttons. */
  variant: 'light' | 'subtle';
  iconSize: number;
  /** What erasing would leave behind is being asked (useErasure's `checking`). */
  loading: boolean;
  /** Opens the erasure dialog (useErasure's `ask`). */
  onClick: () => void;
}

/** The red button that starts erasing a member's data, oneself or by an Admin (issue 19). */
export function EraseButton({ label, iconSize, ...button }: EraseButtonProps) {
  return (
    <Button color="red" leftSection={<IconTrash size={iconSize} aria-hidden />} {...button}>
      {label}
    </Button>
  );
}
