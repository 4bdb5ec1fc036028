import { INVOICE_SORT_KEYS, type InvoiceSort } from '@/domain/invoice/invoice-contract';

import { DEFAULT_INVOICE_SORT } from './invoices-url';

/** A sort key of the list (the contract's INVOICE_SORT_KEYS). */
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** The list's `sort` as key and direction ('-issueDate' -> issueDate, descending). */
export function readInvoiceSort(sort: InvoiceSort): { key: InvoiceSortKey; descending: boolean } {
  const descending = sort.startsWith('-');
  return { key: (descending ? sort.slice(1) : sort) as InvoiceSortKey, descending };
}

/**
 * The sort after pressing the header of `key` (the APG sortable table's cycle, as the shipments list): another column
 * sorts ascending, the ascending column descending, the descending one goes back to the default (newest first).
 */
export function nextInvoiceSort(current: InvoiceSort, key: InvoiceSortKey): InvoiceSort {
  const state = readInvoiceSort(current);
  if (state.key !== key) return key;
  if (!state.descending) return `-${key}`;
  return DEFAULT_INVOICE_SORT === `-${key}` ? key : DEFAULT_INVOICE_SORT;
}

/** Every sort the phone's select offers: each key descending, then ascending. */
export const INVOICE_SORT_OPTIONS: readonly InvoiceSort[] = INVOICE_SORT_KEYS.flatMap((key) => [
  `-${key}` as const,
  key,
]);
