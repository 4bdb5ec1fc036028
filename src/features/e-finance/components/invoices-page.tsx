import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import type { InvoiceSort } from '@/domain/invoice/invoice-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { invoiceQueries } from '../api/invoices-queries';
import { useInvoicesSearch } from '../hooks/use-invoices-search';
import { INVOICE_SORT_OPTIONS } from '../utils/invoice-sort';
import { countFilters, toInvoiceListParams } from '../utils/invoices-url';
import { ExportInvoicesButton } from './export-invoices-button';
import { InvoiceCards } from './invoice-cards';
import { InvoicesFilters } from './invoices-filters';
import styles from './invoices-page.module.css';
import { InvoicesTable } from './invoices-table';
import { OpenTotals } from './open-totals';

/**
 * /e-finance/my-invoices: every invoice of the user's company, filtered, sorted and paged on the server, all of it in
 * the URL. The open amounts of every match per currency above the list; a table on desktop, cards on a phone. The
 * previous page stays on screen (marked busy) while the next one loads.
 */
export function InvoicesPage() {
  const { t } = useTranslation('e-finance');
  useDocumentTitle(t('list.title'));
  const userId = useCurrentUserId();
  const { search, update } = useInvoicesSearch();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const params = toInvoiceListParams(search);
  const query = useQuery({
    ...invoiceQueries.list(userId ?? '', params),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  const activeFilters = countFilters(search);

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;
  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;
  const filtersForm = <InvoicesFilters filters={search} onSearch={update} />;

  return (
    <section aria-labelledby="invoices-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="invoices-title">{t('list.title')}</h1>
        <ExportInvoicesButton search={search} disabled={!data || data.totalCount === 0} />
      </div>
      {phone ? (
        // On a phone the filters fold away under one line, so the first screen shows invoices, not eight fields.
        <details className={styles.filtersFold} open={activeFilters > 0 || undefined}>
          <summary>
            {activeFilters > 0 ? t('filters.toggle-active', { count: activeFilters }) : t('filters.toggle')}
          </summary>
          {filtersForm}
        </details>
      ) : (
        filtersForm
      )}
      {query.isError && !data ? (
        <QueryErrorFallback
          message={t('list.load-error')}
          retrying={query.isFetching}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : data ? (
        <div className={styles.results} aria-busy={busy}>
          {busy ? (
            <p role="status" className={styles.updating}>
              {t('list.updating')}
            </p>
          ) : null}
          <OpenTotals totals={data.openTotals} count={data.totalCount} />
          {phone && data.invoices.length > 0 ? (
            <NativeSelect
              label={t('list.sort')}
              value={search.sort}
              options={INVOICE_SORT_OPTIONS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
              onChange={(event) => {
                update({ sort: event.target.value as InvoiceSort });
              }}
            />
          ) : null}
          {data.invoices.length === 0 ? (
            <p className={styles.empty}>{activeFilters > 0 ? t('list.empty-filtered') : t('list.empty')}</p>
          ) : phone ? (
            <InvoiceCards invoices={data.invoices} />
          ) : (
            <InvoicesTable
              invoices={data.invoices}
              sort={search.sort}
              onSortChange={(sort) => {
                update({ sort });
              }}
            />
          )}
          <Pagination
            label={t('list.pagination')}
            page={search.page}
            pageSize={search.pageSize}
            totalItems={data.totalCount}
            onPageChange={(page) => {
              update({ page });
            }}
            onPageSizeChange={(pageSize) => {
              update({ pageSize });
            }}
          />
        </div>
      ) : (
        <Spinner label={t('list.loading')} />
      )}
    </section>
  );
}
