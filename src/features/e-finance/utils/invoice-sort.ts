import { INVOICE_SORT_KEYS, type InvoiceSort } from '@/domain/invoice/invoice-contract';

/** A sort key of the list (the contract's INVOICE_SORT_KEYS). */
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** Every sort the phone's select offers: each key descending, then ascending. */
export const INVOICE_SORT_OPTIONS: readonly InvoiceSort[] = INVOICE_SORT_KEYS.flatMap((key) => [
  `-${key}` as const,
  key,
]);
