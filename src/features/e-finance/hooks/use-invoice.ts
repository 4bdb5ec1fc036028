import { useQuery } from '@tanstack/react-query';

import { type Invoice, invoiceNumberSchema } from '@/domain/invoice/invoice-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { type LoadState, loadStateOf } from '@/lib/load-state';

import { invoiceQueries } from '../api/invoices-queries';

/** Where loading one invoice stands: a {@link LoadState} whose ready state names it `invoice`. */
export type InvoiceState = Exclude<LoadState<never>, { kind: 'ready' }> | { kind: 'ready'; invoice: Invoice };

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
  if (!wellFormed) return { kind: 'not-found' };
  const state = loadStateOf(query);
  return state.kind === 'ready' ? { kind: 'ready', invoice: state.data } : state;
}
