import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  TAX_INVOICES_PATH,
  taxInvoiceListParamsSchema,
  taxInvoiceListResponseSchema,
  taxInvoiceSchema,
} from '@/domain/invoice/tax-invoice-contract';

import { findAccount } from '../auth/accounts';
import { verifyAccessToken } from '../auth/auth-db';
import { evaluateFlags } from '../feature-flags/handlers';
import { apiUrl, badRequest, errorResponse } from '../http';
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

/** The user and their tax invoice country, or the refusal. */
async function userOf(request: Request): Promise<{ userId: string; country: 'KR' | 'IN' } | Response> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const userId = token ? await verifyAccessToken(token) : null;
  if (!userId) return errorResponse(401, 'UNAUTHORIZED', 'Log in to see your tax invoices.');
  const off = evaluateFlags(findAccount(userId)?.user.customerCountry).flags.some(
    (entry) => (entry.key === 'eFinance' || entry.key === 'taxInvoice') && 'value' in entry && entry.value === false,
  );
  const country = taxCountryOf(userId);
  if (off || !country) {
    return errorResponse(403, 'FEATURE_DISABLED', 'Tax invoices are not available for your country.');
  }
  return { userId, country };
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
