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
