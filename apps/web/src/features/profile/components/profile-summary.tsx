import { fullName } from '@chapter/contract/names';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { OutstandingAmount } from '../../../components/outstanding-amount.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBahtSatang } from '../../../lib/format.ts';
import type { Profile } from '../../../lib/profile.ts';

/**
 * Picture, name and what the member owes: red while anything is owed, green when nothing is. Any
 * credit the chapter holds is shown apart, with what it is for: it is not taken off what is owed
 * until staff apply it (the payment screen takes it off the amount to transfer).
 */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const name = fullName(profile.first_name, profile.last_name);
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={profile.liff_picture_url}
        alt={th.profile.pictureAlt(name)}
        name={name}
        color="initials"
        size={72}
        radius="xl"
      />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <OutstandingAmount amount={profile.sum_amount} />
        {profile.credit > 0 && (
          <Stack gap={0} data-testid="credit">
            <Text fw={600} c="teal.8">
              {th.profile.credit(formatBahtSatang(profile.credit))}
            </Text>
            <Text size="sm" c="dimmed">
              {th.profile.creditHint}
            </Text>
          </Stack>
        )}
      </Stack>
    </Group>
  );
}
