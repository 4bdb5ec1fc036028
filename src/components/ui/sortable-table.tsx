import {
  type ColumnHelper,
  createColumnHelper,
  createSortedRowModel,
  type Header,
  type RowData,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './sortable-table.module.css';

/** The TanStack Table v9 features of {@link SortableTable}: client-side sorting only (module scope: must be stable). */
export const sortableTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
});
/** Type of {@link sortableTableFeatures}. */
export type SortableTableFeatures = typeof sortableTableFeatures;

/**
 * Column helper for {@link SortableTable}: `const helper = createSortableColumnHelper<Invoice>()`, then
 * `helper.columns([helper.accessor('invoiceNo', { header: 'Invoice' }), ...])` at module scope or in a memo.
 * Set `enableSorting: false` on a column that must not sort.
 */
export function createSortableColumnHelper<TData extends RowData>(): ColumnHelper<SortableTableFeatures, TData> {
  return createColumnHelper<SortableTableFeatures, TData>();
}

/** Columns as built by `helper.columns([...])` of {@link createSortableColumnHelper}. */
export type SortableColumns<TData extends RowData> = ReturnType<ColumnHelper<SortableTableFeatures, TData>['columns']>;

/** Props of {@link SortableTable}. */
export interface SortableTableProps<TData extends RowData> {
  /** The table's caption: its accessible name. */
  caption: string;
  /** Hide the caption visually (it stays the accessible name). */
  hideCaption?: boolean;
  /** Stable columns (module scope or memo). */
  columns: SortableColumns<TData>;
  /** Stable rows (state, query data or memo). */
  data: TData[];
  /** Sort order to start with, e.g. [{ id: 'etd', desc: false }]; default unsorted (data order). */
  initialSorting?: SortingState;
  /** Stable row id, e.g. the B/L number; default the row index. */
  getRowId?: (row: TData, index: number) => string;
  /** Shown in one full-width cell when `data` is empty. */
  emptyMessage?: ReactNode;
}

type SortDirection = 'ascending' | 'descending' | 'none';

function ariaSort<TData extends RowData>(header: Header<SortableTableFeatures, TData>): SortDirection {
  const sorted = header.column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

/**
 * A data table sorted in the browser (TanStack Table v9; spec section 2 "sortable table"), following the APG
 * sortable-table example: each sortable column header holds a button (Tab to it, Enter or Space sorts; ascending,
 * then descending, then the original order), and the sorted column's `<th>` carries aria-sort. One column sorts at a
 * time. Wide tables scroll sideways inside their own focusable region on phones.
 */
export function SortableTable<TData extends RowData>({
  caption,
  hideCaption = false,
  columns,
  data,
  initialSorting = [],
  getRowId,
  emptyMessage,
}: SortableTableProps<TData>) {
  const { t } = useTranslation('ui');
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const table = useTable({
    features: sortableTableFeatures,
    columns,
    data,
    state: { sorting },
    onSortingChange: setSorting,
    enableMultiSort: false,
    // Every column starts ascending (TanStack would start numbers descending): one predictable cycle for all.
    sortDescFirst: false,
    ...(getRowId ? { getRowId } : {}),
  });
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  return (
    // The region scrolls sideways on narrow screens; keyboard users reach it with Tab (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const canSort = header.column.getCanSort();
                const direction = ariaSort(header);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    colSpan={header.colSpan}
                    aria-sort={canSort && direction !== 'none' ? direction : undefined}
                    className={styles.th}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                        title={t(`table.sort-${direction}`)}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className={styles.sortIcon} data-direction={direction}>
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.empty}>
                {emptyMessage ?? t('table.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={styles.td}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
