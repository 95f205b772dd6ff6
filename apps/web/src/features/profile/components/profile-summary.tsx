import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { th } from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import type { Profile } from '../api/get-profile.ts';

/** Picture, name and what the member owes: red while anything is owed, green when nothing is. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const owes = profile.sum_amount > 0;
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
        <Title order={1} fz="h3" c={owes ? 'red' : 'green'} data-testid="outstanding-amount">
          {th.profile.outstanding(formatBaht(profile.sum_amount))}
        </Title>
      </Stack>
    </Group>
  );
}
