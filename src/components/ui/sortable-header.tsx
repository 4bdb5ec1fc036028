import type { ReactElement } from 'react';

import { nextListSort, readListSort } from '@/lib/list-sort';

import styles from './data-table.module.css';

/** Props of {@link SortableHeader}. */
export interface SortableHeaderProps {
  label: string;
  /** How the list is sorted by this column now: 'none' when by another one. */
  direction: 'ascending' | 'descending' | 'none';
  /** Called on a press: the list works out the next sort (lib/list-sort nextListSort). */
  onSort: () => void;
}

/**
 * A column header of a server-sorted table as the APG sortable table describes it: a button inside the `th`, and
 * `aria-sort` on the sorted column only. The arrow is decoration; the state is in aria-sort.
 */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  return (
    <th scope="col" aria-sort={direction === 'none' ? undefined : direction}>
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {label}
        <span aria-hidden="true" className={styles.sortIcon}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * The header cells of a table sorted on the server by `sort` ('key' or '-key' of `keys`; lib/list-sort.ts): the
 * returned `header(label)` is a plain column header, `header(label, key)` a {@link SortableHeader} whose press calls
 * `onSortChange` with the next sort of the APG cycle (ascending, descending, back to `defaultSort`).
 */
export function sortableHeaders<TKey extends string>(
  sort: string,
  keys: readonly TKey[],
  defaultSort: string,
  onSortChange: (sort: TKey | `-${TKey}`) => void,
): (label: string, key?: TKey) => ReactElement {
  const current = readListSort(sort, keys, defaultSort);
  return (label, key) => {
    if (!key) return <th scope="col">{label}</th>;
    const direction = current.key !== key ? 'none' : current.descending ? 'descending' : 'ascending';
    return (
      <SortableHeader
        label={label}
        direction={direction}
        onSort={() => {
          onSortChange(nextListSort(sort, key, keys, defaultSort));
        }}
      />
    );
  };
}
