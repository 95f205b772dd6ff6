import { fullName } from '@chapter/contract/names';
import { Avatar, Box, Group, Text } from '@mantine/core';
import * as th from '../../i18n/th.ts';
import { useProfile } from '../../lib/profile.ts';

const AVATAR_SIZE = 36;

/**
 * Who is signed in, with their LINE picture, at the top of the event and payment mini-apps: on a
 * shared phone the member sees at once whose registrations and slips these are. While the profile
 * loads, an empty line of the same height holds its place, so the screen below does not jump down
 * when it arrives (the list often comes first). Nothing if it fails; the screen says what went wrong.
 */
export function MiniAppMember() {
  const profile = useProfile();
  if (profile.isPending) return <Box h={AVATAR_SIZE} mb="md" data-testid="mini-app-member-placeholder" />;
  if (!profile.data) return null;
  const name = fullName(profile.data.first_name, profile.data.last_name);
  return (
    <Group gap="sm" wrap="nowrap" mb="md" data-testid="mini-app-member">
      <Avatar
        src={profile.data.liff_picture_url}
        alt={th.profile.pictureAlt(name)}
        name={name}
        color="initials"
        size={AVATAR_SIZE}
        radius="xl"
      />
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </Group>
  );
}
