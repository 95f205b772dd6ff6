import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { th } from '../i18n/th.ts';

/** Last resort when a screen throws while rendering, or its code chunk fails to load after a deploy. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size={480} py="xl">
      <Stack gap="md" role="alert">
        <Title order={1} fz="h3">
          {th.common.errorTitle}
        </Title>
        <Text>{th.common.appCrashed}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {th.common.reload}
        </Button>
      </Stack>
    </Container>
  );
}
