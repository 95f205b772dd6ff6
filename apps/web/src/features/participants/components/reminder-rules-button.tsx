import { IconBellRinging } from '@tabler/icons-react';
import { DialogButton } from '../../../components/dialog-button.tsx';
import * as th from '../../../i18n/th.ts';
import { ReminderRulesPanel } from './reminder-rules-panel.tsx';

/**
 * The reminder rules, beside the outbox where what they send is listed: staff who message members
 * from this screen find the messages that go out by themselves here too.
 */
export function ReminderRulesButton() {
  return (
    <DialogButton label={th.rules.open} icon={<IconBellRinging size={18} aria-hidden />} title={th.rules.title}>
      <ReminderRulesPanel />
    </DialogButton>
  );
}
