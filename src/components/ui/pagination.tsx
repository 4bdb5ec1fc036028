import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { FIRST_PAGE, PAGE_SIZES } from '@/config/limits';

import styles from './pagination.module.css';

/** Props of {@link Pagination}. Pages are 1-based (docs/requirements.md §9: first page 1). */
export interface PaginationProps {
  /** Accessible name of the `<nav>` landmark, e.g. 'Route pages'. */
  label: string;
  /** Current page, 1-based; clamped into 1..page count for display. */
  page: number;
  /** Rows per page; one of `pageSizes`. */
  pageSize: number;
  /** Number of rows across all pages. */
  totalItems: number;
  onPageChange: (page: number) => void;
  /** Called with the new size; the caller usually goes back to FIRST_PAGE as well. */
  onPageSizeChange: (pageSize: number) => void;
  /** Sizes offered, default PAGE_SIZES (10, 20, 30, 50; docs/requirements.md §9). */
  pageSizes?: readonly number[];
}

/** An entry of the page list: a page number or a gap ('gap-start' / 'gap-end' keep React keys unique). */
export type PageListEntry = number | 'gap-start' | 'gap-end';

/**
 * The pages to show for `page` of `pageCount`: the first, the last, the current one and one neighbour on each side,
 * with a gap wherever pages are left out; a gap never stands for a single page (that page is shown instead).
 * For example (5, 10) -> [1, 'gap-start', 4, 5, 6, 'gap-end', 10].
 */
export function getPageList(page: number, pageCount: number): PageListEntry[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  // Fill a hole of exactly one page rather than replacing it with an ellipsis.
  if (shown.has(page - 1) && page - 3 === 1) shown.add(2);
  if (shown.has(page + 1) && page + 3 === pageCount) shown.add(pageCount - 1);
  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const entries: PageListEntry[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) entries.push(n < page ? 'gap-start' : 'gap-end');
    entries.push(n);
  });
  return entries;
}

/**
 * Pagination for a table or list (docs/requirements.md §2 and §9): the range text ("11–20 of 57", announced politely),
 * previous/next buttons disabled at the ends, numbered page buttons with ellipses (aria-current="page" on the current
 * one, names "Page 3") and a native "Rows per page" select. Below 480 px only previous, the current page and next stay.
 */
export function Pagination({
  label,
  page,
  pageSize,
  totalItems,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const selectId = useId();
  const pageCount = Math.max(FIRST_PAGE, Math.ceil(totalItems / Math.max(1, pageSize)));
  const current = Math.min(Math.max(page, FIRST_PAGE), pageCount);
  const from = totalItems === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, totalItems);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  return (
    <nav aria-label={label} className={styles.pagination}>
      <p role="status" className={styles.range}>
        {totalItems === 0 ? t('pagination.range-empty') : t('pagination.range', { from, to, total: totalItems })}
      </p>
      <div className={styles.pageSize}>
        <label htmlFor={selectId} className={styles.pageSizeLabel}>
          {t('pagination.page-size')}
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => {
            onPageSizeChange(Number(event.target.value));
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current <= FIRST_PAGE}
            onClick={() => {
              onPageChange(current - 1);
            }}
          >
            <span aria-hidden="true">‹</span>
            <span>{t('pagination.previous')}</span>
          </button>
        </li>
        {getPageList(current, pageCount).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry} className={entry === current ? styles.currentItem : styles.pageItem}>
              <button
                type="button"
                className={styles.page}
                aria-current={entry === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: entry })}
                onClick={() => {
                  if (entry !== current) onPageChange(entry);
                }}
              >
                {entry}
              </button>
            </li>
          ) : (
            <li key={entry} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={current >= pageCount}
            onClick={() => {
              onPageChange(current + 1);
            }}
          >
            <span>{t('pagination.next')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
