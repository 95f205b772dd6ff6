import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { PartLoadFailed } from '../components/lazy-part.tsx';
import * as th from '../i18n/th.ts';
import { isChunkLoadError } from '../lib/chunk-load.ts';

/** Last resort when a screen throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  // Screens load through lazyScreen, which shows its own failure; code fetched some other way may
  // still fail here, and is then named for what it is, not as the page's crash (issue 32).
  if (isChunkLoadError(error)) {
    return (
      <Container size={480} py="xl">
        <PartLoadFailed onRetry={() => window.location.reload()} />
      </Container>
    );
  }
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
