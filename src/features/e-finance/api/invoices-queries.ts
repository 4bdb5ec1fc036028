import { queryOptions } from '@tanstack/react-query';

import type { InvoiceListParamsInput, InvoiceOpenAmountsParams } from '@/domain/invoice/invoice-contract';
import { userScope } from '@/lib/user-scope';

import { getInvoice, getInvoiceOpenAmounts, getInvoices } from './invoices-api';

/**
 * Query factory of invoices: all -> user(userId) -> lists -> list(params) and openAmounts(filters), user -> details ->
 * detail(number). Keys carry the user's scope, so one user's invoices are never shown to another and go on logout;
 * the open amounts sit under `lists`, so whatever refreshes the lists (a payment, a dispute) refreshes them too.
 */
export const invoiceQueries = {
  all: () => ['invoices'] as const,
  user: (userId: string) => [...invoiceQueries.all(), userScope(userId)] as const,
  lists: (userId: string) => [...invoiceQueries.user(userId), 'list'] as const,
  list: (userId: string, params: InvoiceListParamsInput) =>
    queryOptions({
      queryKey: [...invoiceQueries.lists(userId), params] as const,
      queryFn: ({ signal }) => getInvoices(params, signal),
      // The list shows a failed load inline with its retry; session-wide statuses still pop up.
      meta: { errorHandling: 'custom' },
    }),
  openAmounts: (userId: string, filters: Partial<InvoiceOpenAmountsParams>) =>
    queryOptions({
      queryKey: [...invoiceQueries.lists(userId), 'open-amounts', filters] as const,
      queryFn: ({ signal }) => getInvoiceOpenAmounts(filters, signal),
      // The header says the amounts could not be added up, with its own retry; the rows stay.
      meta: { errorHandling: 'custom' },
    }),
  details: (userId: string) => [...invoiceQueries.user(userId), 'detail'] as const,
  detail: (userId: string, invoiceNumber: string) =>
    queryOptions({
      queryKey: [...invoiceQueries.details(userId), invoiceNumber] as const,
      queryFn: ({ signal }) => getInvoice(invoiceNumber, signal),
      // The pages say "not found" (404/403) or show the failure with a retry themselves.
      meta: { errorHandling: 'custom' },
    }),
};
