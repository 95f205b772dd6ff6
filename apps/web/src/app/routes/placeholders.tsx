import { Button, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { NotAvailableNotice } from '../../components/not-available-notice.tsx';
import { th } from '../../i18n/th.ts';

/*
 * Routes of the spec's route table whose screens come in later issues. Each says so plainly
 * rather than showing something that looks like it works.
 */

function PublicNotice({ message, withLogin }: { message: string; withLogin?: boolean }) {
  return (
    <Container size={480} px="md" py="xl" component="main">
      <title>{th.appName}</title>
      <Stack gap="lg">
        <Logo />
        <NotAvailableNotice message={message} />
        {withLogin && (
          <Button component={Link} to="/login" w="fit-content">
            {th.miniApp.goToLogin}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

/** /nc/:id: the public business card is a later issue. */
export function BusinessCardPlaceholder() {
  return <PublicNotice message={th.businessCard.notAvailable} />;
}
