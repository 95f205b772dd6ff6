import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { usePublicProfile } from '../api/get-public-profile.ts';
import { BusinessCard } from './business-card.tsx';

/** The spec's business card width. */
const CARD_WIDTH = 450;

/**
 * /nc/:id, public. The spec: a load failure is only logged and nothing is shown. This route is
 * its own chunk and imports nothing of the staff screens or the LINE SDK, so a card opened from
 * a shared link stays light.
 */
export function BusinessCardPage() {
  const { id = '' } = useParams();
  const card = usePublicProfile(id);

  useEffect(() => {
    if (card.isError) console.error('business card failed to load', card.error);
  }, [card.isError, card.error]);

  return (
    <Box component="main" w="100%" maw={CARD_WIDTH} mx="auto" px="md" py="xl" data-testid="business-card">
      {card.isPending && <PageLoader />}
      {card.isSuccess && (
        <>
          <title>{th.businessCard.pageTitle(card.data.full_name)}</title>
          <BusinessCard id={id} card={card.data} />
        </>
      )}
    </Box>
  );
}
