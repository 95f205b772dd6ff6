import { Container } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { MiniAppMember } from './mini-app-member.tsx';

/**
 * /liff-app/*: the screens as they open inside LINE on a phone. No desktop menu: LINE's own
 * header is above, and each mini-app is one screen. The profile shows the member itself.
 */
export function MiniAppLayout() {
  const { pathname } = useLocation();
  return (
    <Container size={480} px="md" py="md" component="main">
      {!pathname.startsWith('/liff-app/profile') && <MiniAppMember />}
      <Outlet />
    </Container>
  );
}
