import { useQuery } from '@tanstack/react-query';

import { type TaxInvoice, taxInvoiceIdSchema } from '@/domain/invoice/tax-invoice-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { type LoadState, loadStateOf } from '@/lib/load-state';

import { taxInvoiceQueries } from '../api/tax-invoices-queries';

/** Where loading one tax invoice stands: a {@link LoadState} whose ready state names it `taxInvoice`. */
export type TaxInvoiceState = Exclude<LoadState<never>, { kind: 'ready' }> | { kind: 'ready'; taxInvoice: TaxInvoice };

/**
 * One tax invoice of the user's company by its id (as the URL gives it: trimmed, upper-cased). A malformed id is "not
 * found" without asking the server; so is a 404 or 403.
 */
export function useTaxInvoice(rawId: string): TaxInvoiceState {
  const userId = useCurrentUserId();
  const id = rawId.trim().toUpperCase();
  const wellFormed = taxInvoiceIdSchema.safeParse(id).success;
  const query = useQuery({ ...taxInvoiceQueries.detail(userId ?? '', id), enabled: wellFormed && userId !== null });
  if (!wellFormed) return { kind: 'not-found' };
  const state = loadStateOf(query);
  return state.kind === 'ready' ? { kind: 'ready', taxInvoice: state.data } : state;
}
