import { useTranslation } from 'react-i18next';

import { Button } from './button';
import styles from './query-error-fallback.module.css';

/** Props of {@link QueryErrorFallback}. */
export interface QueryErrorFallbackProps {
  /** Refetches the failed query (pass the query's `refetch`). */
  onRetry: () => void;
  /** True while the refetch runs: the button says so and ignores clicks. */
  retrying?: boolean;
  /** Replaces the default message ('Could not load this content.'). */
  message?: string;
}

/**
 * A failed fetch's inline fallback with a retry button that refetches (docs/requirements.md §8, guide view). The popup, if
 * any, comes from the shared error policy (lib/query-client.ts); this only fills the hole the data would have filled.
 *
 * Pattern for a fetch that must not retry and reports through the shared handler (the guide view):
 * ```tsx
 * const view = useQuery({ queryKey: ['guides', 'view', id], queryFn: () => getGuideView(id), retry: false });
 * if (view.isError) return <QueryErrorFallback onRetry={() => void view.refetch()} retrying={view.isFetching} />;
 * ```
 * Add `meta: { errorHandling: 'custom' }` when the fallback alone should report the error (no default alert).
 */
export function QueryErrorFallback({ onRetry, retrying = false, message }: QueryErrorFallbackProps) {
  const { t } = useTranslation('fallback');
  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.message}>{message ?? t('message')}</p>
      <Button
        busy={retrying}
        busyLabel={t('retrying')}
        onClick={() => {
          // Not the click event: a caller may pass a query's refetch, which would read it as its options.
          onRetry();
        }}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
