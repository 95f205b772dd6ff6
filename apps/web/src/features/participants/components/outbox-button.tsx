import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import { OutboxTable } from './outbox-table.tsx';

/** Opens the latest recorded messages, so staff can see what was (or was not) sent to whom. */
export function OutboxButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconInbox size={18} aria-hidden />} onClick={dialog.open}>
        {th.outbox.open}
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={th.outbox.title}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': th.common.closeDialog, size: 'xl' }}
      >
        {opened && <OutboxTable />}
      </Modal>
    </>
  );
}
