import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  invoiceExportParamsSchema,
  invoiceListParamsSchema,
  invoiceListResponseSchema,
  invoiceOpenAmountsParamsSchema,
  invoiceOpenAmountsSchema,
  INVOICES_EXPORT_MEDIA_TYPE,
  INVOICES_EXPORT_PATH,
  INVOICES_OPEN_AMOUNTS_PATH,
  INVOICES_PATH,
  invoiceSchema,
} from '@/domain/invoice/invoice-contract';

import { apiUrl, badRequest, errorResponse, listQueryOf } from '../http';
import { creditNoteHandlers } from './credit-note-handlers';
import { disputeHandlers } from './dispute-handlers';
import { eFinanceUserOf } from './flag-guard';
import { buildInvoicesWorkbook } from './invoice-export';
import { invoiceOpenAmounts, listInvoices, matchingInvoices } from './invoice-list';
import { findInvoice } from './invoice-store';
import { paymentHandlers } from './payment-handlers';
import { statementHandlers } from './statement-handlers';
import { taxInvoiceHandlers } from './tax-invoice-handlers';

/*
 * The mock carrier's invoice API (contract: src/domain/invoice/invoice-contract.ts; docs/areas/e-finance.md).
 *
 * GET {API}/v1/invoices?transportDocumentReference&carrierBookingReference&invoiceNumber&status&dueFrom&dueTo&currency
 *     &sort&page&pageSize                     -> 200 InvoiceListResponse (the user's company's invoices)
 * GET {API}/v1/invoices/open-amounts?(the list's filters) -> 200 InvoiceOpenAmounts (open and due per currency)
 * GET {API}/v1/invoices/{invoiceNumber}      -> 200 Invoice; 404 INVOICE_NOT_FOUND (unknown or another company's)
 * GET {API}/v1/invoices/files/downloads?(the list's filters and sort) -> 200 xlsx of every matching invoice
 *
 * 400 INVALID_REQUEST with field errors on a query the contract refuses; 401 UNAUTHORIZED without a valid bearer;
 * 403 FEATURE_DISABLED when the relay's eFinance flag is off for the user's country. Answers pass the contract's schemas.
 */

/** The user of a request, or the refusal: 401 without a valid bearer, 403 when e-finance is off for their country. */
const userOf = (request: Request) =>
  eFinanceUserOf(request, undefined, {
    login: 'Log in to see your invoices.',
    off: 'e-Finance is not available for your country.',
  });

/**
 * Handlers of the invoice resource, then those of the dispute resource (dispute-handlers.ts) and of online payment
 * (payment-handlers.ts), then tax invoices (tax-invoice-handlers.ts) and the statement of account
 * (statement-handlers.ts), and credit notes (credit-note-handlers.ts). The open amounts and the
 * export come before the detail, whose path would match them too.
 */
export const invoiceHandlers: RequestHandler[] = [
  http.get(apiUrl(INVOICES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const parsed = invoiceListParamsSchema.safeParse(listQueryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(invoiceListResponseSchema.parse(listInvoices(userId, parsed.data, Date.now())));
  }),
  http.get(apiUrl(INVOICES_OPEN_AMOUNTS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const parsed = invoiceOpenAmountsParamsSchema.safeParse(listQueryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(invoiceOpenAmountsSchema.parse(invoiceOpenAmounts(userId, parsed.data, Date.now())));
  }),
  http.get(apiUrl(INVOICES_EXPORT_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const parsed = invoiceExportParamsSchema.safeParse(listQueryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    const workbook = await buildInvoicesWorkbook(matchingInvoices(userId, parsed.data, Date.now()));
    return new HttpResponse(workbook, {
      headers: {
        'Content-Type': INVOICES_EXPORT_MEDIA_TYPE,
        'Content-Disposition': 'attachment; filename="ONE Invoices.xlsx"',
      },
    });
  }),
  http.get(apiUrl(`${INVOICES_PATH}/:invoiceNumber`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const invoiceNumber = String(params.invoiceNumber);
    const invoice = findInvoice(userId, invoiceNumber, Date.now());
    return invoice
      ? HttpResponse.json(invoiceSchema.parse(invoice))
      : errorResponse(404, 'INVOICE_NOT_FOUND', `There is no invoice ${invoiceNumber} of your company.`);
  }),
  ...disputeHandlers,
  ...paymentHandlers,
  ...taxInvoiceHandlers,
  ...statementHandlers,
  ...creditNoteHandlers,
];
