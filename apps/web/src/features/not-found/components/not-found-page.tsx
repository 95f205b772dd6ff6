import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import * as th from '../../../i18n/th.ts';
import { NotFoundIllustration } from './not-found-illustration.tsx';

/** The spec's threshold: 790 px or less is narrow. */
export const NARROW_QUERY = '(max-width: 790px)';

/** Any unknown path: a large 404, a heading that depends on the width, and a way home. */
export function NotFoundPage() {
  // Read the media query during the first render: the default (read in an effect) would show
  // the wide heading for a moment on every phone.
  const narrow = useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });

  const text = (
    <Stack gap="md" align={narrow ? 'center' : 'flex-start'} ta={narrow ? 'center' : 'left'}>
      <Text fz={narrow ? 72 : 120} fw={800} lh={1} c="blue">
        {th.notFound.code}
      </Text>
      <Title order={1}>{narrow ? th.notFound.titleNarrow : th.notFound.titleWide}</Title>
      <Text c="dimmed" maw={420}>
        {th.notFound.description}
      </Text>
      <Button component={Link} to="/" size="xl" color="blue" leftSection={<IconArrowLeft size={22} aria-hidden />}>
        {th.notFound.home}
      </Button>
    </Stack>
  );

  return (
    // The page's main landmark: a screen reader's "jump to main" lands on the 404 and its way home.
    <Container component="main" size="lg" py={narrow ? 'xl' : 80} px="md">
      <title>{`${th.notFound.code} ${narrow ? th.notFound.titleNarrow : th.notFound.titleWide}`}</title>
      {narrow ? (
        <Stack align="center" gap="xl">
          <NotFoundIllustration width={240} />
          {text}
        </Stack>
      ) : (
        <SimpleGrid cols={2} spacing={48} style={{ alignItems: 'center' }}>
          {text}
          <NotFoundIllustration width={380} />
        </SimpleGrid>
      )}
    </Container>
  );
}
