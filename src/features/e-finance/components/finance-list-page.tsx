import { useTranslation } from 'react-i18next';

import { PagedListEmpty, PagedListPage, type PagedListPageProps } from '@/components/ui/paged-list-page';

/** The namespaces of the e-finance lists: each holds the same `list.*` and `filters.toggle*` texts. */
export type FinanceListNamespace = 'e-finance' | 'credit-notes' | 'tax-invoice';

/** Props of {@link FinanceListPage}: those of PagedListPage but the texts, which come from `ns`. */
export interface FinanceListPageProps<TData extends { totalCount: number }> extends Omit<
  PagedListPageProps<TData>,
  'title' | 'filtersToggle' | 'labels' | 'paging'
> {
  ns: FinanceListNamespace;
  /** Where the list stands (the URL's search; only `page` and `pageSize` are read). */
  search: { page: number; pageSize: number };
}

/**
 * An e-finance list the server filters and pages (My invoices, tax invoices, credit notes): a PagedListPage titled
 * `list.title`, with the phone's filter fold, the load, update and pagination texts of `ns`.
 */
export function FinanceListPage<TData extends { totalCount: number }>({
  ns,
  search,
  ...pageProps
}: FinanceListPageProps<TData>) {
  const { t } = useTranslation(ns);
  return (
    <PagedListPage
      {...pageProps}
      title={t('list.title')}
      filtersToggle={(count) => (count > 0 ? t('filters.toggle-active', { count }) : t('filters.toggle'))}
      labels={{ loadError: t('list.load-error'), updating: t('list.updating'), loading: t('list.loading') }}
      paging={{ label: t('list.pagination'), page: search.page, pageSize: search.pageSize }}
    />
  );
}

/** The line of an e-finance list page without rows: "none match these filters" when `filtered`, else "none yet". */
export function FinanceListEmpty({ ns, filtered }: { ns: FinanceListNamespace; filtered: boolean }) {
  const { t } = useTranslation(ns);
  return <PagedListEmpty>{filtered ? t('list.empty-filtered') : t('list.empty')}</PagedListEmpty>;
}
