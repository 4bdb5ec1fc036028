import { http, HttpResponse } from 'msw';

import {
  type Invoice,
  type InvoiceListParams,
  invoiceListParamsSchema,
  type InvoiceListResponse,
  type InvoiceOpenAmounts,
  INVOICES_OPEN_AMOUNTS_PATH,
  INVOICES_PATH,
  type InvoiceSummary,
  invoiceSummarySchema,
} from '@/domain/invoice/invoice-contract';
import { subtotalsByCurrency } from '@/domain/money/money';

import { apiUrl, errorResponse } from '../../../mocks/http';

/*
 * Invoices for page tests that need exact values (the mock backend derives its own from the bookings): one prepaid
 * freight invoice of the demo shipper with USD freight lines and a KRW line converted at the issue date's rate.
 */

/** A prepaid freight invoice: USD 1,500.00 x 2 + USD 350.00 x 2 + KRW 185,000 x 2 at 0.00072150 = USD 3,966.96. */
export function createInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const charges: Invoice['charges'] = [
    {
      chargeCode: 'OFT',
      chargeName: 'Ocean Freight',
      currencyAmount: 3000,
      currencyCode: 'USD',
      paymentTermCode: 'PRE',
      calculationBasis: 'PER_CONTAINER',
      unitPrice: 1500,
      quantity: 2,
      stage: 'FREIGHT',
      amount: { amount: 300000, currency: 'USD' },
    },
    {
      chargeCode: 'BAF',
      chargeName: 'Bunker Adjustment Factor',
      currencyAmount: 700,
      currencyCode: 'USD',
      paymentTermCode: 'PRE',
      calculationBasis: 'PER_CONTAINER',
      unitPrice: 350,
      quantity: 2,
      stage: 'FREIGHT',
      amount: { amount: 70000, currency: 'USD' },
    },
    {
      chargeCode: 'OTHC',
      chargeName: 'Origin Terminal Handling Charge',
      currencyAmount: 370000,
      currencyCode: 'KRW',
      paymentTermCode: 'PRE',
      calculationBasis: 'PER_CONTAINER',
      unitPrice: 185000,
      quantity: 2,
      stage: 'ORIGIN',
      amount: { amount: 370000, currency: 'KRW' },
    },
  ];
  return {
    invoiceNumber: 'INVKR2600012345',
    kind: 'PREPAID_FREIGHT',
    status: 'OPEN',
    transportDocumentReference: 'ONEYPUSA12345600',
    carrierBookingReference: 'PUSA12345600',
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    paymentTermCode: 'PRE',
    invoiceCurrency: 'USD',
    total: { amount: 396696, currency: 'USD' },
    paid: { amount: 0, currency: 'USD' },
    open: { amount: 396696, currency: 'USD' },
    disputed: { amount: 0, currency: 'USD' },
    pol: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
    pod: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' },
    vesselName: 'ONE HAMBURG',
    carrierExportVoyageNumber: '021W',
    payer: {
      partyName: 'Hanil Electronics Co., Ltd.',
      customerCode: 'KR00104271',
      address: ['15 Teheran-ro', 'Seoul 06164'],
      countryCode: 'KR',
    },
    issuingOffice: { UNLocationCode: 'KRSEL', locationName: 'Seoul' },
    charges,
    subtotals: subtotalsByCurrency(charges.map((charge) => charge.amount)),
    exchangeRates: [{ fromCurrency: 'KRW', toCurrency: 'USD', rate: '0.00072150', rateDate: '2026-11-20' }],
    ...overrides,
  };
}

/** The list row of `invoice`. */
export function summaryOf(invoice: Invoice): InvoiceSummary {
  // The summary's schema keeps its own keys and drops the lines and the payer.
  return invoiceSummarySchema.parse(invoice);
}

/** The invoices of `invoices` matching the list query `params` (B/L, booking, invoice number, status, currency). */
function matchesOf(invoices: readonly Invoice[], params: InvoiceListParams): Invoice[] {
  const same = (a: string, b: string | undefined) => !b || a.toUpperCase() === b.toUpperCase();
  return invoices
    .filter(
      (invoice) =>
        same(invoice.transportDocumentReference, params.transportDocumentReference) &&
        same(invoice.carrierBookingReference, params.carrierBookingReference) &&
        same(invoice.invoiceNumber, params.invoiceNumber) &&
        (!params.status?.length || params.status.includes(invoice.status)) &&
        (!params.currency || invoice.invoiceCurrency === params.currency),
    )
    .sort((a, b) => (params.sort === 'invoiceNumber' ? a.invoiceNumber.localeCompare(b.invoiceNumber) : 0));
}

function paramsOf(request: Request): InvoiceListParams | undefined {
  const search = new URL(request.url).searchParams;
  const parsed = invoiceListParamsSchema.safeParse({ ...Object.fromEntries(search), status: search.getAll('status') });
  return parsed.success ? parsed.data : undefined;
}

/**
 * A small invoice backend over `invoices`: the list filters by B/L, booking, invoice number, status and currency, sorts
 * by invoice number when asked and pages; the open amounts add up the matches' open and due parts per currency; the
 * detail answers 404 for a number it does not hold.
 */
export function fakeInvoiceBackend(invoices: readonly Invoice[]) {
  const list = http.get(apiUrl(INVOICES_PATH), ({ request }) => {
    const params = paramsOf(request);
    if (!params) return errorResponse(400, 'INVALID_REQUEST', 'bad query');
    const matches = matchesOf(invoices, params);
    const start = (params.page - 1) * params.pageSize;
    const body: InvoiceListResponse = {
      invoices: matches.slice(start, start + params.pageSize).map(summaryOf),
      totalCount: matches.length,
      page: params.page,
      pageSize: params.pageSize,
    };
    return HttpResponse.json(body);
  });
  const openAmounts = http.get(apiUrl(INVOICES_OPEN_AMOUNTS_PATH), ({ request }) => {
    const params = paramsOf(request);
    if (!params) return errorResponse(400, 'INVALID_REQUEST', 'bad query');
    const matches = matchesOf(invoices, params);
    const body: InvoiceOpenAmounts = {
      totalCount: matches.length,
      openTotals: subtotalsByCurrency(matches.map((invoice) => invoice.open)),
      dueTotals: subtotalsByCurrency(
        matches.map((invoice) => ({
          ...invoice.open,
          amount: Math.max(invoice.open.amount - invoice.disputed.amount, 0),
        })),
      ),
    };
    return HttpResponse.json(body);
  });
  const detail = http.get(apiUrl(`${INVOICES_PATH}/:invoiceNumber`), ({ params }) => {
    const found = invoices.find((invoice) => invoice.invoiceNumber === params.invoiceNumber);
    return found ? HttpResponse.json(found) : errorResponse(404, 'INVOICE_NOT_FOUND', 'no such invoice');
  });
  return [list, openAmounts, detail];
}
