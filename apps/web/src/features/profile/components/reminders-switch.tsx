import { Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { IconBrandLine } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetRemindersOff } from '../api/set-reminders-off.ts';

/**
 * The member's choice to get payment reminders over LINE. The server keeps it as "reminders off",
 * so the switch shows it the other way round: on means reminders come. Payment notices come anyway.
 */
export function RemindersSwitch({ remindersOff }: { remindersOff: boolean }) {
  const save = useSetRemindersOff();
  // While saving, the switch already shows what was asked for.
  const on = save.isPending ? !save.variables : !remindersOff;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="line-reminders-title">
      <Stack gap="xs">
        <Group gap={8} wrap="nowrap">
          <IconBrandLine size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz="h4" id="line-reminders-title">
            {th.profile.lineTitle}
          </Title>
        </Group>
        <Switch
          size="md"
          label={th.profile.remindersLabel}
          description={th.profile.remindersHint}
          checked={on}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate(!event.currentTarget.checked, {
              onSuccess: (result) => notifySuccess(result.detail),
              onError: (error) => notifyError(error),
            })
          }
        />
      </Stack>
    </Paper>
  );
}
