import { Text } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import type { ApiError } from '../lib/api-error.ts';
import { ErrorAlert } from './error-alert.tsx';
import { PageLoader } from './page-loader.tsx';

/** What QueryView reads of a query (useQuery's and useInfiniteQuery's results both fit). */
interface ViewedQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: ApiError | null;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryViewProps<T> {
  query: ViewedQuery<T>;
  /** The error box's title. */
  loadFailed: string;
  /** Shown instead of an answer with nothing in it (a text is drawn dimmed); left out, none is. */
  empty?: ReactNode;
  /** Whether the answer has nothing to show; by default, whether it is an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one skeleton of a screen that shows what a query answered: a loader, then the error with
 * "try again" (which spins while it runs), the empty state, or the answer. A failed background
 * refresh keeps the answer already on screen rather than hiding it behind the error.
 */
export function QueryView<T>({ query, loadFailed, empty, isEmpty = isEmptyList, children }: QueryViewProps<T>) {
  // useQuery's updates are synchronous: an answer drawn in the update that brought it is one long
  // task (a slow phone spent 0.6 s drawing the event cards at once). The first answer is drawn as a
  // deferred value instead, in slices that leave the main thread free between them, the loader
  // staying until it is ready. Later answers (a refetch, a change saved) are drawn at once, as is
  // data already cached when the screen mounts, so what the screen shows never lags what it knows.
  const firstDrawn = useDeferredValue(query.data) !== undefined;
  const data = firstDrawn ? query.data : undefined;
  if (data === undefined) {
    if (!query.isError || query.data !== undefined) return <PageLoader />;
    return (
      <ErrorAlert
        title={loadFailed}
        messages={query.error?.errorMessages ?? []}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (empty !== undefined && isEmpty(data)) {
    return typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : empty;
  }
  return children(data);
}
