import { Button } from '@mantine/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import * as th from '../i18n/th.ts';
import { ChunkLoadError, isChunkLoadError, retryFailedStyles } from '../lib/chunk-load.ts';
import { ErrorAlert } from './error-alert.tsx';
import { PageLoader } from './page-loader.tsx';

/** What brings a part back to a fresh import after its import failed. */
const failedParts = new Set<() => void>();

/**
 * React.lazy, but a part whose code could not be fetched can be tried again: React.lazy keeps a
 * failed import for good, so the retry (LoadBoundary's button) swaps in a fresh lazy component.
 * The failure is thrown as a ChunkLoadError, which LoadBoundary shows in place.
 *
 * `ready` names the component when its code is already here (a screen preloaded before the first
 * drawing): React.lazy then takes it without suspending, so that drawing is the screen itself and
 * not a loader in the place of the page the server drew (ADR 35). React reads a lazy component's
 * thenable synchronously when it settles at once; a Promise always settles a tick later.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ready: () => ComponentType<P> | null = () => null,
): ComponentType<P> {
  const make = () =>
    lazy(() => {
      const here = ready();
      if (here) return settled({ default: here });
      return load().then(
        (Loaded) => ({ default: Loaded }),
        (error: unknown) => {
          failedParts.add(reset);
          throw new ChunkLoadError(error);
        },
      );
    });
  let Current = make();
  const reset = () => {
    Current = make();
  };
  return function LazyPart(props: P) {
    const Part = Current as ComponentType<P>;
    return <Part {...props} />;
  };
}

/**
 * A dialog whose code comes the first time it opens (ADR 66): nothing is drawn before that, and a
 * dialog whose code cannot be fetched says so in its place. Once loaded it stays mounted and gets
 * its `opened` as before, so its closing transition runs as it did.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyPart(load);
  return function LazyDialog(props: P) {
    const [needed, setNeeded] = useState(props.opened);
    // Latched during render, so the code is asked for in the very drawing that opens the dialog.
    if (props.opened && !needed) setNeeded(true);
    if (!needed) return null;
    return (
      <LoadBoundary fallback={null}>
        <Part {...props} />
      </LoadBoundary>
    );
  };
}

/** A thenable that hands over its value as soon as it is asked (see lazyPart's `ready`). */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, read by React.lazy alone.
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/** Fetches again the styles that failed, then lets every failed part import afresh when next drawn. */
async function retryFailedParts(): Promise<void> {
  await retryFailedStyles();
  for (const reset of failedParts) reset();
  failedParts.clear();
}

interface LoadBoundaryProps {
  children: ReactNode;
  /** Shown while the part loads; the page loader unless given (null for a dialog). */
  fallback?: ReactNode;
}

interface LoadBoundaryState {
  error: unknown;
  failed: boolean;
  retrying: boolean;
}

/**
 * Around a lazily loaded part: while it loads, the page loader; when its code cannot be fetched,
 * a Thai message in its place (the header and the other tabs keep working) with "ลองอีกครั้ง",
 * which imports it again, and a reload for when a deploy has removed the old code. Any other
 * error is not this boundary's: it goes on to the route's.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { error: null, failed: false, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<LoadBoundaryState> {
    return { error, failed: true, retrying: false };
  }

  retry = async () => {
    this.setState({ retrying: true });
    try {
      await retryFailedParts();
      this.setState({ error: null, failed: false, retrying: false });
    } catch (error) {
      this.setState({ error, retrying: false });
    }
  };

  override render() {
    const { error, failed, retrying } = this.state;
    if (!failed) {
      const { fallback = <PageLoader />, children } = this.props;
      return <Suspense fallback={fallback}>{children}</Suspense>;
    }
    if (!isChunkLoadError(error)) throw error;
    return <PartLoadFailed onRetry={() => void this.retry()} retrying={retrying} />;
  }
}

/** The message of a part whose code could not be fetched; also the routes' (route-error.tsx). */
export function PartLoadFailed({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <ErrorAlert
      title={th.common.partLoadFailed}
      messages={[offline ? th.common.partLoadOffline : th.common.partLoadNoServer]}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Button size="compact-md" variant="subtle" color="red" w="fit-content" onClick={() => window.location.reload()}>
        {th.common.reload}
      </Button>
    </ErrorAlert>
  );
}

/** A screen of the route table: a component whose code loads when it is first drawn. */
export type LazyScreen = ComponentType & {
  /** Fetches the screen's code ahead of its drawing; never fails (the drawing shows a failure). */
  preload(): Promise<void>;
};

/**
 * A screen for the route table, loaded when first drawn: a loader in its place meanwhile (inside
 * its layout, when it has one), and, when its code cannot be fetched, a message saying so in place
 * with "ลองอีกครั้ง", which fetches it again. `preload` lets the first drawing of a page the
 * server drew already have the screen (main.tsx).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  const fetchScreen = () =>
    load().then((Screen) => {
      loaded = Screen;
      return Screen;
    });
  const Part = lazyPart(fetchScreen, () => loaded);
  const Screen = () => (
    <LoadBoundary>
      <Part />
    </LoadBoundary>
  );
  return Object.assign(Screen, {
    preload: () =>
      fetchScreen().then(
        () => undefined,
        () => undefined,
      ),
  });
}
