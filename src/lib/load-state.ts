import { ApiError } from './api-error';

/**
 * Where loading one document (an invoice, a payment, a delivery order) or one list stands on a page: its data,
 * loading, not found, or a failure with its retry. A page renders each kind (docs/architecture.md "Pages").
 */
export type LoadState<T> =
  | { kind: 'ready'; data: T }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retrying: boolean; retry: () => void };

/** What {@link loadStateOf} reads of a TanStack Query result. */
export interface LoadQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Whether `error` is the server's answer that a reference is not the user's: 404 (unknown or another company's, as
 * the carrier's API answers: docs/areas/booking.md, docs/areas/documentation.md) or 403. Such a page shows "not
 * found", not a retry.
 */
export function isNotFoundAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/**
 * The {@link LoadState} of `query`: a 404 or 403 answer is 'not-found' (checked first: a refetch that failed so keeps
 * no stale document on screen), data is 'ready', any other failure is 'error' with `retry` (refetch) and `retrying`
 * while it runs, else 'loading'.
 */
export function loadStateOf<T>(query: LoadQuery<T>): LoadState<T> {
  if (isNotFoundAnswer(query.error)) return { kind: 'not-found' };
  if (query.data !== undefined) return { kind: 'ready', data: query.data };
  if (query.isError) {
    return {
      kind: 'error',
      retrying: query.isFetching,
      retry: () => {
        void query.refetch();
      },
    };
  }
  return { kind: 'loading' };
}
