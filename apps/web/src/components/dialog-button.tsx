import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface DialogButtonProps {
  label: string;
  icon: ReactNode;
  title: string;
  /** Rendered only while the dialog is open, so its data is asked for only then. */
  children: ReactNode;
}

/** A button that opens a large dialog (the outbox, the LINE accounts). */
export function DialogButton({ label, icon, title, children }: DialogButtonProps) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={icon} onClick={dialog.open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={title} size="xl" centered>
        {opened && children}
      </Modal>
    </>
  );
}
