import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  TAX_INVOICES_PATH,
  taxInvoiceListParamsSchema,
  taxInvoiceListResponseSchema,
  taxInvoiceSchema,
} from '@/domain/invoice/tax-invoice-contract';

import { apiUrl, badRequest, errorResponse } from '../http';
import { eFinanceUserOf } from './flag-guard';
import { findTaxInvoice, listTaxInvoices, taxCountryOf } from './tax-invoice-store';

/*
 * The mock carrier's tax invoice API (contract: src/domain/invoice/tax-invoice-contract.ts; docs/areas/e-finance.md).
 *
 * GET {API}/v1/tax-invoices?invoiceNumber&transportDocumentReference&issueFrom&issueTo&page&pageSize
 *     -> 200 TaxInvoiceListResponse (the company's tax invoices of the user's country, newest first)
 * GET {API}/v1/tax-invoices/{taxInvoiceId} -> 200 TaxInvoice; 404 TAX_INVOICE_NOT_FOUND
 *
 * 400 INVALID_REQUEST on a query the contract refuses; 401 UNAUTHORIZED; 403 FEATURE_DISABLED when the relay's
 * `eFinance` or `taxInvoice` flag is off for the user's country (tax invoices exist in KR and IN only).
 */

const OFF_MESSAGE = 'Tax invoices are not available for your country.';

/** The user and their tax invoice country, or the refusal. */
async function userOf(request: Request): Promise<{ userId: string; country: 'KR' | 'IN' } | Response> {
  const userId = await eFinanceUserOf(request, 'taxInvoice', {
    login: 'Log in to see your tax invoices.',
    off: OFF_MESSAGE,
  });
  if (typeof userId !== 'string') return userId;
  const country = taxCountryOf(userId);
  return country ? { userId, country } : errorResponse(403, 'FEATURE_DISABLED', OFF_MESSAGE);
}

/** Handlers of the tax invoice resource. */
export const taxInvoiceHandlers: RequestHandler[] = [
  http.get(apiUrl(TAX_INVOICES_PATH), async ({ request }) => {
    const user = await userOf(request);
    if (user instanceof Response) return user;
    const url = new URL(request.url);
    const parsed = taxInvoiceListParamsSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return badRequest(parsed.error);
    const answer = listTaxInvoices(user.userId, user.country, parsed.data, Date.now());
    return HttpResponse.json(taxInvoiceListResponseSchema.parse(answer));
  }),
  http.get(apiUrl(`${TAX_INVOICES_PATH}/:taxInvoiceId`), async ({ request, params }) => {
    const user = await userOf(request);
    if (user instanceof Response) return user;
    const id = String(params.taxInvoiceId);
    const found = await findTaxInvoice(user.userId, user.country, id, Date.now());
    return found
      ? HttpResponse.json(taxInvoiceSchema.parse(found))
      : errorResponse(404, 'TAX_INVOICE_NOT_FOUND', `There is no tax invoice ${id} of your company.`);
  }),
];
