import { Avatar, Group, Stack, Text } from '@mantine/core';
import { OutstandingAmount } from '../../../components/outstanding-amount.tsx';
import { th } from '../../../i18n/th.ts';
import type { Profile } from '../../../lib/profile.ts';

/** Picture, name and what the member owes: red while anything is owed, green when nothing is. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={profile.liff_picture_url}
        alt={th.profile.pictureAlt(fullName)}
        name={fullName}
        color="initials"
        size={72}
        radius="xl"
      />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {fullName}
        </Text>
        <OutstandingAmount amount={profile.sum_amount} />
      </Stack>
    </Group>
  );
}
