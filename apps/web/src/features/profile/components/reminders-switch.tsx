import { Switch } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useSetRemindersOff } from '../api/set-reminders-off.ts';

/**
 * The member's choice to get payment reminders over LINE. The server keeps it as "reminders off",
 * so the switch shows it the other way round: on means reminders come. Payment notices come anyway.
 */
export function RemindersSwitch({ remindersOff }: { remindersOff: boolean }) {
  const mutation = useSetRemindersOff();
  const save = useSubmit(mutation, { success: (result) => result.detail, fields: [] });
  // While saving, the switch already shows what was asked for.
  const on = mutation.isPending ? !mutation.variables : !remindersOff;

  return (
    <SectionCard titleId="line-reminders-title" icon={IconBrandLine} title={th.profile.lineTitle}>
      <Switch
        size="md"
        label={th.profile.remindersLabel}
        description={th.profile.remindersHint}
        checked={on}
        disabled={save.pending}
        onChange={(event) => void save.submit(!event.currentTarget.checked)}
      />
    </SectionCard>
  );
}
