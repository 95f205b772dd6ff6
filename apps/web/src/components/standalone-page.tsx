import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pageTitle, useChapterName } from '../lib/app-config.ts';
import { Logo } from './logo.tsx';

interface StandalonePageProps {
  /** The heading, and the tab's title after the chapter's name. */
  title: string;
  /** The column's width in px: wide enough for what the page reads out. */
  width: number;
  children: ReactNode;
}

/**
 * A page outside the app's layout, with no menu or tab bar (the privacy notice to agree to, what
 * became of an erased member's data): the chapter's mark, the heading, then the page.
 */
export function StandalonePage({ title, width, children }: StandalonePageProps) {
  const chapterName = useChapterName();
  return (
    <Container size={width} px="md" py="xl" component="main">
      <title>{pageTitle(chapterName, title)}</title>
      <Stack gap="lg">
        <Logo />
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
