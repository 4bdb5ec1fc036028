import { type UrlListSearch, useUrlListSearch } from '@/components/ui/use-url-list-search';

import { invoicesHref, type InvoicesSearch, parseInvoicesSearch } from '../utils/invoices-url';

/** The list's state in the URL and the way to change it. */
export type InvoicesSearchState = UrlListSearch<InvoicesSearch>;

/** My invoices' filters, sort and paging, held in the URL (invoices-url.ts). */
export function useInvoicesSearch(): InvoicesSearchState {
  return useUrlListSearch(parseInvoicesSearch, invoicesHref);
}
