import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { PartLoadFailed } from '../components/lazy-part.tsx';
import * as th from '../i18n/th.ts';
import { isChunkLoadError } from '../lib/chunk-load.ts';

interface RouteErrorBoundaryProps {
  /** The page's location: going elsewhere leaves the error behind, as links and Back should. */
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  location: Location;
  failed: boolean;
  error: unknown;
}

/** Around the route table: a screen that throws while rendering shows RouteError in its place. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { location: this.props.location, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, failed: false, error: null };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Last resort when a screen throws while rendering. */
function RouteError({ error }: { error: unknown }) {
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
