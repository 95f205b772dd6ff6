import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/**
 * /liff-app/*: the screens as they open inside LINE on a phone. No desktop menu: LINE's own
 * header is above, and each mini-app is one screen.
 */
export function MiniAppLayout() {
  return (
    <Container size={480} px="md" py="md" component="main">
      <Outlet />
    </Container>
  );
}
