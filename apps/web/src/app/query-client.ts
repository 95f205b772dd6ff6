import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../lib/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // apiRequest throws nothing else, so screens can read errorMessages without a cast.
    defaultError: ApiError;
  }
}

/**
 * networkMode 'always' (issue 32): by default React Query does not even send a call while the
 * browser says it is offline, and waits, its spinner turning, until it says it is back. Sent, the
 * call fails at once as "no connection" (api-client.ts) and the screen says so, with a retry.
 * Queries still refetch when the connection comes back (refetchOnReconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry rides out a flaky phone connection; more would keep a member waiting on a real
        // error. A 4xx answer will not change on retry (and a 401 has already sent them to /login).
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: true,
        networkMode: 'always',
      },
      // A repeated POST could register twice or upload a slip twice.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

function isClientError(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500;
}
