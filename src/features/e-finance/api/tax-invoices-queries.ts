import { queryOptions } from '@tanstack/react-query';

import type { TaxInvoiceListParamsInput } from '@/domain/invoice/tax-invoice-contract';
import { userScope } from '@/lib/user-scope';

import { getTaxInvoice, getTaxInvoices } from './tax-invoices-api';

/**
 * Query factory of tax invoices: all -> user(userId) -> list(params) | detail(id). Keys carry the user's scope, so one
 * user's documents are never shown to another and go on logout.
 */
export const taxInvoiceQueries = {
  all: () => ['tax-invoices'] as const,
  user: (userId: string) => [...taxInvoiceQueries.all(), userScope(userId)] as const,
  list: (userId: string, params: TaxInvoiceListParamsInput) =>
    queryOptions({
      queryKey: [...taxInvoiceQueries.user(userId), 'list', params] as const,
      queryFn: ({ signal }) => getTaxInvoices(params, signal),
      // The list shows a failed load inline with its retry.
      meta: { errorHandling: 'custom' },
    }),
  detail: (userId: string, taxInvoiceId: string) =>
    queryOptions({
      queryKey: [...taxInvoiceQueries.user(userId), 'detail', taxInvoiceId] as const,
      queryFn: ({ signal }) => getTaxInvoice(taxInvoiceId, signal),
      // The pages say "not found" (404/403) or show the failure with a retry themselves.
      meta: { errorHandling: 'custom' },
    }),
};
