import { type ReactNode, useState } from 'react';

import styles from './paged-list-page.module.css';
import { Pagination, type PaginationProps } from './pagination';
import { QueryErrorFallback } from './query-error-fallback';
import { Spinner } from './spinner';

/** The part of a TanStack Query result (with `placeholderData: keepPreviousData`) the page shows. */
export interface PagedListQuery<TData> {
  data: TData | undefined;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Props of {@link PagedListPage}. */
export interface PagedListPageProps<TData extends { totalCount: number }> {
  /** The heading's id (the section is labelled by it) and text. */
  titleId: string;
  title: string;
  /** Beside the heading: the export button. */
  actions?: ReactNode;
  /** A phone-sized screen: the filters fold away under one line. */
  phone: boolean;
  filters: ReactNode;
  /** How many filters the address carries: the fold starts open when any does. */
  activeFilters: number;
  /** The fold's line for `count` active filters (0: none). */
  filtersToggle: (count: number) => string;
  query: PagedListQuery<TData>;
  /** The failure with its retry, the "updating" status over the previous page, the first load's spinner. */
  labels: { loadError: string; updating: string; loading: string };
  /** The pagination's name and where it stands (`totalItems` comes from the page's `totalCount`). */
  paging: Pick<PaginationProps, 'label' | 'page' | 'pageSize'>;
  /** Another page, or another page size, was chosen (the list's search update: the URL holds both). */
  onPaging: (change: { page: number } | { pageSize: number }) => void;
  /** One loaded page: totals, the sort on a phone, the rows or cards, or {@link PagedListEmpty}. */
  children: (data: TData) => ReactNode;
}

/**
 * The frame of a list the server filters, sorts and pages (shipments overview, My invoices; docs/architecture.md):
 * heading with its actions, the filters (on a phone folded under one line, so the first screen shows the list, and
 * open at first when the address carries filters), a spinner until the first page, the failure with a retry, and the
 * previous page kept on screen and marked busy while the next one loads, so paging and filtering never flash an empty
 * list.
 */
export function PagedListPage<TData extends { totalCount: number }>({
  titleId,
  title,
  actions,
  phone,
  filters,
  activeFilters,
  filtersToggle,
  query,
  labels,
  paging,
  onPaging,
  children,
}: PagedListPageProps<TData>) {
  // Opened once from the address; afterwards the user's own opening and closing stand.
  const [filtersOpenAtStart] = useState(activeFilters > 0);
  const data = query.data;
  const busy = query.isFetching && query.isPlaceholderData;
  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <div className={styles.head}>
        <h1 id={titleId}>{title}</h1>
        {actions}
      </div>
      {phone ? (
        <details className={styles.filtersFold} open={filtersOpenAtStart || undefined}>
          <summary className={styles.foldSummary}>{filtersToggle(activeFilters)}</summary>
          {filters}
        </details>
      ) : (
        filters
      )}
      {query.isError && !data ? (
        <QueryErrorFallback message={labels.loadError} query={query} />
      ) : data ? (
        <div className={styles.results} aria-busy={busy}>
          {busy ? (
            <p role="status" className={styles.updating}>
              {labels.updating}
            </p>
          ) : null}
          {children(data)}
          <Pagination
            {...paging}
            totalItems={data.totalCount}
            onPageChange={(page) => {
              onPaging({ page });
            }}
            onPageSizeChange={(pageSize) => {
              onPaging({ pageSize });
            }}
          />
        </div>
      ) : (
        <Spinner label={labels.loading} />
      )}
    </section>
  );
}

/** The line a {@link PagedListPage} shows for a page without matches. */
export function PagedListEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
