import { Divider, Group, Paper, Stack, Title } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { th } from '../../../i18n/th.ts';
import type { Profile } from '../../../lib/profile.ts';
import { CardSettingsForm } from './card-settings-form.tsx';
import { MyCardLink } from './my-card-link.tsx';
import { NewCardAddressButton } from './new-card-address-button.tsx';

/** The member's public business card: its link, what it shows, and a new link if the old one spread. */
export function MyCardSection({ profile }: { profile: Pick<Profile, 'public_card_id' | 'card'> }) {
  const { card } = profile;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-card-title">
      <Stack gap="md">
        <Group gap={8} wrap="nowrap">
          <IconId size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz="h4" id="my-card-title">
            {th.card.title}
          </Title>
        </Group>
        <MyCardLink publicCardId={profile.public_card_id} hidden={card.hidden} />
        <Divider />
        {/* Remounted when the saved settings change, so the form starts again from them. */}
        <CardSettingsForm key={`${card.hidden}:${card.shown_fields.join(',')}`} saved={card} />
        <Divider />
        <NewCardAddressButton />
      </Stack>
    </Paper>
  );
}
