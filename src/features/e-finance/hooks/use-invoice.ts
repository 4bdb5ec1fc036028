import { useQuery } from '@tanstack/react-query';

import { type Invoice, invoiceNumberSchema } from '@/domain/invoice/invoice-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { isNotFoundAnswer } from '@/domain/shipment/shipment-reference';

import { invoiceQueries } from '../api/invoices-queries';

/** Where loading one invoice stands. */
export type InvoiceState =
  | { kind: 'ready'; invoice: Invoice }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retrying: boolean; retry: () => void };

/**
 * One invoice of the user's company by its number (as the URL gives it: trimmed, upper-cased). A number that is not an
 * invoice number is "not found" without asking the server; so is a 404 or 403 (another company's invoice).
 */
export function useInvoice(rawNumber: string): InvoiceState {
  const userId = useCurrentUserId();
  const invoiceNumber = rawNumber.trim().toUpperCase();
  const wellFormed = invoiceNumberSchema.safeParse(invoiceNumber).success;
  const query = useQuery({
    ...invoiceQueries.detail(userId ?? '', invoiceNumber),
    enabled: wellFormed && userId !== null,
  });
  if (!wellFormed || isNotFoundAnswer(query.error)) return { kind: 'not-found' };
  if (query.data) return { kind: 'ready', invoice: query.data };
  if (query.isError) {
    return {
      kind: 'error',
      retrying: query.isFetching,
      retry: () => {
        void query.refetch();
      },
    };
  }
  return { kind: 'loading' };
}
