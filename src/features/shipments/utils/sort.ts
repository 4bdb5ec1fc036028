import { BOOKING_SORT_KEYS, type BookingSortKey } from '@/domain/booking/booking-list-contract';
import { DEFAULT_SHIPMENTS_SORT } from '@/domain/booking/shipments-url';

/** A sort of the list as key and direction ('-createdDateTime' -> createdDateTime, descending). */
export interface SortState {
  key: BookingSortKey;
  descending: boolean;
}

/** Reads the list's `sort` parameter; the default sort for anything else. */
export function readSort(sort: string): SortState {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return (BOOKING_SORT_KEYS as readonly string[]).includes(key)
    ? { key: key as BookingSortKey, descending }
    : readSort(DEFAULT_SHIPMENTS_SORT);
}

/** Writes a {@link SortState} as the list's `sort` parameter. */
export function writeSort({ key, descending }: SortState): string {
  return descending ? `-${key}` : key;
}

/**
 * The sort after pressing the header of `key` (the APG sortable table's cycle): another column sorts ascending, the
 * ascending column descending, the descending one goes back to the default (newest first).
 */
export function nextSort(current: string, key: BookingSortKey): string {
  const state = readSort(current);
  if (state.key !== key) return key;
  if (!state.descending) return `-${key}`;
  return DEFAULT_SHIPMENTS_SORT === `-${key}` ? key : DEFAULT_SHIPMENTS_SORT;
}
