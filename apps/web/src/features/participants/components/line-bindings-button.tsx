import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandLine } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import { LineBindingsTable } from './line-bindings-table.tsx';

/** Which members' LINE accounts are bound, and the way to unbind one (a lost phone, a wrong account). */
export function LineBindingsButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconBrandLine size={18} aria-hidden />} onClick={dialog.open}>
        {th.lineBindings.open}
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={th.lineBindings.title}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': th.common.closeDialog, size: 'xl' }}
      >
        {opened && <LineBindingsTable />}
      </Modal>
    </>
  );
}
