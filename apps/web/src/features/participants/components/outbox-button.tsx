import { IconInbox } from '@tabler/icons-react';
import { DialogButton } from '../../../components/dialog-button.tsx';
import * as th from '../../../i18n/th.ts';
import { OutboxTable } from './outbox-table.tsx';

/** Opens the latest recorded messages, so staff can see what was (or was not) sent to whom. */
export function OutboxButton() {
  return (
    <DialogButton label={th.outbox.open} icon={<IconInbox size={18} aria-hidden />} title={th.outbox.title}>
      <OutboxTable />
    </DialogButton>
  );
}
