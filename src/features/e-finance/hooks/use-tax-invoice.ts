import { useQuery } from '@tanstack/react-query';

import { type TaxInvoice, taxInvoiceIdSchema } from '@/domain/invoice/tax-invoice-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { isNotFoundAnswer } from '@/domain/shipment/shipment-reference';

import { taxInvoiceQueries } from '../api/tax-invoices-queries';

/** Where loading one tax invoice stands. */
export type TaxInvoiceState =
  | { kind: 'ready'; taxInvoice: TaxInvoice }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retrying: boolean; retry: () => void };

/**
 * One tax invoice of the user's company by its id (as the URL gives it: trimmed, upper-cased). A malformed id is "not
 * found" without asking the server; so is a 404 or 403.
 */
export function useTaxInvoice(rawId: string): TaxInvoiceState {
  const userId = useCurrentUserId();
  const id = rawId.trim().toUpperCase();
  const wellFormed = taxInvoiceIdSchema.safeParse(id).success;
  const query = useQuery({ ...taxInvoiceQueries.detail(userId ?? '', id), enabled: wellFormed && userId !== null });
  if (!wellFormed || isNotFoundAnswer(query.error)) return { kind: 'not-found' };
  if (query.data) return { kind: 'ready', taxInvoice: query.data };
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
