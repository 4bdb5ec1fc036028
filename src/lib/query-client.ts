import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-error';

const MAX_RETRIES = 2;

/**
 * Retry policy per error class (reference/security-notes.md): no retry on 4xx (the answer will not change), up to
 * {@link MAX_RETRIES} retries on network errors and 5xx.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Creates the app's QueryClient. Schedules change slowly: data stays fresh for 5 min (300000 ms).
 * Tests pass `{ retry: false }` through `overrides`.
 */
export function createQueryClient(overrides: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: overrides.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
