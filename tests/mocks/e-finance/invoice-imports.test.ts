import { describe, expect, it, vi } from 'vitest';

import {
  IMPORT_DOCUMENTS_PATH,
  type ImportDocumentListResponse,
} from '@/domain/delivery-order/delivery-order-contract';
import {
  type Invoice,
  type InvoiceListResponse,
  invoiceListResponseSchema,
  invoicePath,
  INVOICES_PATH,
  invoiceSchema,
} from '@/domain/invoice/invoice-contract';
import { OCEAN_FREIGHT_CODE } from '@/domain/quote/quote-contract';

import {
  IMPORT_SHIPMENT_SEEDS,
  IMPORTER_CUSTOMER_CODE,
  type ImportShipmentSeed,
} from '../../../mocks/booking/import-shipments';
import { callMock } from '../booking/booking-http';
import { bearerOf, FORWARDER, INVOICE_NOW_MS, openAmountsOf, SHIPPER, SHIPPER2, useInvoiceClock } from './invoice-http';

/*
 * The collect invoices of the import B/Ls (docs/areas/e-finance.md, "Invoice sources"): each is an invoice of the
 * importer's list and detail, KRW, billed to the importer, with lines that add up to its total, and the same number
 * the delivery order list names.
 */

useInvoiceClock();

type Seed = ImportShipmentSeed;
const [PAID_SEED, OPEN_SEED, LATER_SEED] = IMPORT_SHIPMENT_SEEDS as [Seed, Seed, Seed];

async function invoicesOfBl(userId: string, bl: string) {
  const answer = await callMock<InvoiceListResponse>('GET', INVOICES_PATH, {
    token: await bearerOf(userId),
    query: { transportDocumentReference: bl },
  });
  expect(answer.status).toBe(200);
  return invoiceListResponseSchema.parse(answer.body);
}

async function invoiceOf(userId: string, invoiceNumber: string) {
  return callMock<Invoice>('GET', invoicePath(invoiceNumber), { token: await bearerOf(userId) });
}

/** `amount` (minor units of `from`) in minor units of `to` at the decimal `rate`, half away from zero (BigInt). */
function converted(amount: number, from: string, to: string, rate: string): number {
  const decimals = (currency: string) => (['KRW', 'JPY'].includes(currency) ? 0 : 2);
  const [whole = '0', fraction = ''] = rate.split('.');
  const scaledRate = BigInt(`${whole}${fraction}`);
  const numerator = BigInt(amount) * scaledRate * 10n ** BigInt(decimals(to));
  const denominator = 10n ** BigInt(fraction.length + decimals(from));
  const quotient = numerator / denominator;
  return Number(2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient);
}

describe('the collect invoices of the import B/Ls', () => {
  it("are in the importer's list, as seeded (paid, open), for every account of the company", async () => {
    const paid = await invoicesOfBl(SHIPPER, PAID_SEED.transportDocumentReference);
    expect(paid.invoices).toHaveLength(1);
    expect(paid.invoices[0]).toMatchObject({
      kind: 'DESTINATION_CHARGES',
      paymentTermCode: 'COL',
      invoiceCurrency: 'KRW',
      status: 'PAID',
      carrierBookingReference: PAID_SEED.bookingNumber,
      pol: { UNLocationCode: 'CNSHA' },
      pod: { UNLocationCode: 'KRPUS' },
      vesselName: 'ONE HARMONY',
    });
    expect(paid.invoices[0]?.invoiceNumber).toMatch(/^INVKR\d261101013$/);
    const open = await invoicesOfBl(SHIPPER2, OPEN_SEED.transportDocumentReference);
    expect(open.invoices.map((invoice) => invoice.status)).toEqual(['OPEN']);
    expect(open.invoices[0]?.paid.amount).toBe(0);
    expect(
      (await openAmountsOf(SHIPPER2, { transportDocumentReference: OPEN_SEED.transportDocumentReference })).openTotals,
    ).toEqual([open.invoices[0]?.total]);
    expect((await invoicesOfBl(FORWARDER, OPEN_SEED.transportDocumentReference)).totalCount).toBe(0);
  });

  it('opens with lines in the DCSA Charge shape that add up to the total, billed to the importer', async () => {
    const [row] = (await invoicesOfBl(SHIPPER, OPEN_SEED.transportDocumentReference)).invoices;
    const answer = await invoiceOf(SHIPPER, row?.invoiceNumber ?? '');
    expect(answer.status).toBe(200);
    const invoice = invoiceSchema.parse(answer.body);
    expect(invoice.payer).toMatchObject({ customerCode: IMPORTER_CUSTOMER_CODE, countryCode: 'KR' });
    expect(invoice.payer.partyName).toBe('Hanil Electronics Co., Ltd.');
    expect(invoice.issuingOffice.UNLocationCode).toBe('KRPUS');
    const codes = invoice.charges.map((charge) => charge.chargeCode);
    expect(codes).toContain(OCEAN_FREIGHT_CODE);
    expect(invoice.charges.every((charge) => charge.paymentTermCode === 'COL')).toBe(true);
    expect(invoice.charges.some((charge) => charge.stage === 'DESTINATION')).toBe(true);
    expect(invoice.charges.some((charge) => charge.stage === 'ORIGIN')).toBe(false);
    const perCurrency = new Map<string, number>();
    for (const { amount } of invoice.charges) {
      perCurrency.set(amount.currency, (perCurrency.get(amount.currency) ?? 0) + amount.amount);
    }
    expect(invoice.subtotals).toEqual([...perCurrency].map(([currency, amount]) => ({ amount, currency })));
    const total = invoice.charges.reduce((sum, { amount }) => {
      if (amount.currency === 'KRW') return sum + amount.amount;
      const rate = invoice.exchangeRates.find((candidate) => candidate.fromCurrency === amount.currency);
      return sum + converted(amount.amount, amount.currency, 'KRW', rate?.rate ?? 'NaN');
    }, 0);
    expect(invoice.total).toEqual({ amount: total, currency: 'KRW' });
    expect((await invoiceOf(FORWARDER, invoice.invoiceNumber)).status).toBe(404);
  });

  it('carries the numbers the delivery order list names, and the B/L not yet sailing gets its invoice with the notice', async () => {
    const documents = await callMock<ImportDocumentListResponse>('GET', IMPORT_DOCUMENTS_PATH, {
      token: await bearerOf(SHIPPER),
    });
    const named = new Map(
      documents.body.importDocuments.map((document) => [document.transportDocumentReference, document.collectInvoices]),
    );
    for (const seed of [PAID_SEED, OPEN_SEED]) {
      const rows = (await invoicesOfBl(SHIPPER, seed.transportDocumentReference)).invoices;
      expect(named.get(seed.transportDocumentReference)).toEqual(
        rows.map(({ invoiceNumber, status }) => ({ invoiceNumber, status })),
      );
    }
    // LATER_SEED departs today: its invoice is issued with its arrival notice, 06:00 UTC (docs/areas/e-finance.md).
    expect((await invoicesOfBl(SHIPPER, LATER_SEED.transportDocumentReference)).totalCount).toBe(0);
    vi.setSystemTime(INVOICE_NOW_MS + 4 * 3_600_000);
    try {
      const later = await invoicesOfBl(SHIPPER, LATER_SEED.transportDocumentReference);
      expect(later.invoices.map((invoice) => invoice.status)).toEqual(['PAID']);
    } finally {
      vi.setSystemTime(INVOICE_NOW_MS);
    }
  });
});
