import { IconBrandLine } from '@tabler/icons-react';
import { DialogButton } from '../../../components/dialog-button.tsx';
import * as th from '../../../i18n/th.ts';
import { LineBindingsTable } from './line-bindings-table.tsx';

/** Which members' LINE accounts are bound, and the way to unbind one (a lost phone, a wrong account). */
export function LineBindingsButton() {
  return (
    <DialogButton
      label={th.lineBindings.open}
      icon={<IconBrandLine size={18} aria-hidden />}
      title={th.lineBindings.title}
    >
      <LineBindingsTable />
    </DialogButton>
  );
}
