import { Container } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { pageTitle, useChapterName } from '../../lib/app-config.ts';
import { MiniAppMember } from './mini-app-member.tsx';

/**
 * /liff-app/*: the screens as they open inside LINE on a phone. No desktop menu: LINE's own
 * header is above, and each mini-app is one screen. The profile shows the member itself. LINE's
 * header shows the page title, so that is the chapter's name.
 */
export function MiniAppLayout() {
  const { pathname } = useLocation();
  const chapterName = useChapterName();
  return (
    <Container size={480} px="md" py="md" component="main">
      <title>{pageTitle(chapterName)}</title>
      {!pathname.startsWith('/liff-app/profile') && <MiniAppMember />}
      <Outlet />
    </Container>
  );
}
