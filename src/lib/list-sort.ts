/**
 * The `sort` parameter of a server-sorted list ('-issueDate': key issueDate, descending) and the APG sortable table's
 * cycle on a header press (https://www.w3.org/WAI/ARIA/apg/patterns/table/examples/sortable-table/). Shared by the
 * lists whose contract names its sort keys (the shipments overview, My invoices).
 */

/** A list's sort as key and direction. */
export interface ListSort<TKey extends string> {
  key: TKey;
  descending: boolean;
}

/**
 * Reads `sort` ('key' or '-key') against the list's `keys`; anything else reads as `defaultSort` (which must itself be
 * one of the keys, with or without '-').
 */
export function readListSort<TKey extends string>(
  sort: string,
  keys: readonly TKey[],
  defaultSort: string,
): ListSort<TKey> {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  if ((keys as readonly string[]).includes(key)) return { key: key as TKey, descending };
  const fallback = defaultSort.replace(/^-/, '');
  return { key: fallback as TKey, descending: defaultSort.startsWith('-') };
}

/**
 * The sort after pressing the header of `key`: another column sorts ascending, the ascending column descending, the
 * descending one goes back to `defaultSort` (or ascending when the default is that very order).
 */
export function nextListSort<TKey extends string>(
  current: string,
  key: TKey,
  keys: readonly TKey[],
  defaultSort: string,
): TKey | `-${TKey}` {
  const state = readListSort(current, keys, defaultSort);
  if (state.key !== key) return key;
  if (!state.descending) return `-${key}`;
  return defaultSort === `-${key}` ? key : (defaultSort as TKey | `-${TKey}`);
}
