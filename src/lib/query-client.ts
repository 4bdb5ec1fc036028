import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { type StatusPopupKind, statusPopupStore } from '@/lib/status-popup-store';

/**
 * Per-query and per-mutation error options (`meta`), read by the one error policy below (docs/requirements.md §8):
 * - `errorHandling: 'default'` (or no meta): §8's table, and the default alert for anything else.
 * - `errorHandling: 'silent'`: never a popup (background lookups the user did not ask for, e.g. the geolocation).
 * - `errorHandling: 'custom'`: the caller shows every other error itself (inline); 401, 429, 503 and 504/timeout
 *   still open their popups, because those concern the whole session or service.
 * - `on404: 'redirect'` (with custom handling): a 404 sends the user to /404.
 * - `on500: 'system-failure'` (with custom handling): a 500 opens the system-failure popup; its retry refetches
 *   `retryQueryKeys` (default: the failed query's own key; for a mutation nothing unless given).
 */
export interface ErrorHandlingMeta extends Record<string, unknown> {
  errorHandling?: 'default' | 'custom' | 'silent';
  on404?: 'redirect';
  on500?: 'system-failure';
  retryQueryKeys?: QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorHandlingMeta;
    mutationMeta: ErrorHandlingMeta;
  }
}

const MAX_RETRIES = 2;

// Failures of the session rather than of the query: retrying the query would only repeat the refresh.
const NEVER_RETRIED: readonly string[] = [
  CLIENT_ERROR_CODES.TIMEOUT,
  CLIENT_ERROR_CODES.ABORTED,
  CLIENT_ERROR_CODES.AUTH_UNAVAILABLE,
  CLIENT_ERROR_CODES.SESSION_CHANGED,
];

/**
 * Retry policy per error class (reference/security-notes.md), so one failure shows one popup after the last try:
 * no retry on 4xx (the answer will not change) nor on 503 (maintenance), 504 and client timeouts (the user already
 * waited), nor when the token refresh failed or the session changed; up to {@link MAX_RETRIES} retries on network
 * errors and the other 5xx.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (NEVER_RETRIED.includes(error.code)) return false;
    if (error.status >= 400 && error.status < 500) return false;
    if (error.status === 503 || error.status === 504) return false;
  }
  return failureCount < MAX_RETRIES;
}

/**
 * The popup docs/requirements.md §8 gives for `error` regardless of custom handling, or null. A 401 of an anonymous visitor
 * (LOGIN_REQUIRED) ended no session: no session-timeout popup for it.
 */
export function sessionWidePopup(error: ApiError): StatusPopupKind | null {
  if (error.status === 401) return error.code === CLIENT_ERROR_CODES.LOGIN_REQUIRED ? null : 'session-timeout';
  if (error.status === 429) return 'rate-limit';
  if (error.status === 503) return 'feature-maintenance';
  if (error.status === 504 || error.code === CLIENT_ERROR_CODES.TIMEOUT || error.code === CLIENT_ERROR_CODES.ABORTED) {
    return 'server-timeout';
  }
  return null;
}

/**
 * The error policy (docs/requirements.md §8), run once per failed query or mutation after its last retry: opens at most one
 * popup per kind through {@link statusPopupStore}, or asks for the /404 redirect. `retry` refetches what the
 * system-failure popup's retry button should refetch.
 */
export function reportError(error: unknown, meta: ErrorHandlingMeta | undefined, retry?: () => void): void {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError({ code: CLIENT_ERROR_CODES.UNKNOWN, status: 0, message: String(error) });
  // The user ended the session themselves (or another user logged in): the old session's failures are no news.
  if (apiError.code === CLIENT_ERROR_CODES.SESSION_CHANGED || meta?.errorHandling === 'silent') return;
  const popups = statusPopupStore.getState();
  const wide = sessionWidePopup(apiError);
  if (wide) {
    popups.show(wide);
    return;
  }
  if (meta?.errorHandling !== 'custom') {
    // 403 has no row in docs/requirements.md §8: the access-denied popup points to the support mailbox (§2).
    if (apiError.code === CLIENT_ERROR_CODES.LOGIN_REQUIRED) popups.show('login-required');
    else popups.show(apiError.status === 403 ? 'access-denied' : 'default-error');
    return;
  }
  if (apiError.status === 404 && meta.on404 === 'redirect') popups.redirect(paths.notFound.href());
  else if (apiError.status === 500 && meta.on500 === 'system-failure') {
    popups.show('system-failure', retry ? { retry } : {});
  }
}

/**
 * Creates the app's QueryClient with the error policy wired into its caches. Schedules change slowly: data stays
 * fresh for 5 min (300000 ms). Tests pass `{ retry: false }` through `overrides`.
 */
export function createQueryClient(overrides: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const keys = query.meta?.retryQueryKeys ?? [query.queryKey];
        reportError(error, query.meta, () => {
          for (const queryKey of keys) void client.refetchQueries({ queryKey });
        });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const keys = mutation.meta?.retryQueryKeys;
        reportError(
          error,
          mutation.meta,
          keys
            ? () => {
                for (const queryKey of keys) void client.refetchQueries({ queryKey });
              }
            : undefined,
        );
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: overrides.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
