import { Divider } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card.tsx';
import * as th from '../../../i18n/th.ts';
import type { Profile } from '../../../lib/profile.ts';
import { CardSettingsForm } from './card-settings-form.tsx';
import { MyCardLink } from './my-card-link.tsx';
import { NewCardAddressButton } from './new-card-address-button.tsx';
import { ShareCardButton } from './share-card.tsx';

/** The member's public business card: its link, what it shows, and a new link if the old one spread. */
export function MyCardSection({ profile }: { profile: Pick<Profile, 'public_card_id' | 'card'> }) {
  const { card } = profile;
  return (
    <SectionCard titleId="my-card-title" icon={IconId} title={th.card.title} gap="md">
      <MyCardLink publicCardId={profile.public_card_id} hidden={card.hidden} />
      <ShareCardButton publicCardId={profile.public_card_id} hidden={card.hidden} />
      <Divider />
      {/* Remounted when the saved settings change, so the form starts again from them. */}
      <CardSettingsForm key={`${card.hidden}:${card.shown_fields.join(',')}`} saved={card} />
      <Divider />
      <NewCardAddressButton />
    </SectionCard>
  );
}
