import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';

import styles from './booking-templates.module.css';

/** The template list query, as far as its states go. */
interface TemplateListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  data?: { items: unknown[] } | undefined;
}

/** What a templates page shows instead of its list: loading, the load error with retry, or `empty` (a status). */
export function TemplateListStatus({ list, empty }: { list: TemplateListQuery; empty: ReactNode }) {
  const { t } = useTranslation('booking-templates');
  return (
    <>
      {list.isPending ? <Spinner label={t('loading')} /> : null}
      {list.isError ? <QueryErrorFallback message={t('load-error')} query={list} /> : null}
      {list.data && list.data.items.length === 0 ? (
        <div className={styles.empty} role="status">
          {empty}
        </div>
      ) : null}
    </>
  );
}
