import { useTranslation } from 'react-i18next';

import { Button } from './button';
import styles from './query-error-fallback.module.css';

/** The part of a TanStack Query result the fallback retries with. */
export interface RetryableQuery {
  isFetching: boolean;
  refetch: () => unknown;
}

/** Props of {@link QueryErrorFallback}: either the failed `query`, or `onRetry` (and `retrying`) for anything else. */
export type QueryErrorFallbackProps = {
  /** Replaces the default message ('Could not load this content.'). */
  message?: string;
} & (
  | {
      /** The failed query: retry refetches it, and the button is busy while it fetches. */
      query: RetryableQuery;
      onRetry?: never;
      retrying?: never;
    }
  | {
      query?: never;
      /** Runs the retry. */
      onRetry: () => void;
      /** True while the retry runs: the button says so and ignores clicks. */
      retrying?: boolean;
    }
);

/**
 * A failed fetch's inline fallback with a retry button that refetches (docs/requirements.md §8, guide view). The popup, if
 * any, comes from the shared error policy (lib/query-client.ts); this only fills the hole the data would have filled.
 *
 * Pattern for a fetch that must not retry and reports through the shared handler (the guide view):
 * ```tsx
 * const view = useQuery({ queryKey: ['guides', 'view', id], queryFn: () => getGuideView(id), retry: false });
 * if (view.isError) return <QueryErrorFallback query={view} />;
 * ```
 * Add `meta: { errorHandling: 'custom' }` when the fallback alone should report the error (no default alert).
 */
export function QueryErrorFallback({ query, onRetry, retrying, message }: QueryErrorFallbackProps) {
  const { t } = useTranslation('fallback');
  const busy = query ? query.isFetching : (retrying ?? false);
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.message}>{message ?? t('message')}</p>
      <Button
        busy={busy}
        busyLabel={t('retrying')}
        onClick={() => {
          // Not the click event: refetch would read it as its options.
          if (query) void query.refetch();
          else onRetry();
        }}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
