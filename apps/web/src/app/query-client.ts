import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../lib/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // apiRequest throws nothing else, so screens can read errorMessages without a cast.
    defaultError: ApiError;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry rides out a flaky phone connection; more would keep a member waiting on a real
        // error. A 4xx answer will not change on retry (and a 401 has already sent them to /login).
        retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
        refetchOnWindowFocus: true,
      },
      // A repeated POST could register twice or upload a slip twice.
      mutations: { retry: false },
    },
  });
}

function isClientError(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500;
}
