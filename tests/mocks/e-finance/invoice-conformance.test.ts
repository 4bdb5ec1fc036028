import { describe, expect, it } from 'vitest';

import {
  type Invoice,
  type InvoiceListResponse,
  invoiceListResponseSchema,
  invoicePath,
  INVOICES_PATH,
  invoiceSchema,
} from '@/domain/invoice/invoice-contract';
import { currencyDecimals, toMinorUnits } from '@/domain/money/money';

import { callMock } from '../booking/booking-http';
import { dcsaErrorsOf, loadDcsaSchemas } from '../dcsa-schemas';
import { bearerOf, FORWARDER, SHIPPER, useInvoiceClock } from './invoice-http';

// Every line of an invoice is a DCSA Charge (EBL 3.0.4 components.schemas.Charge); our extras ride along.
useInvoiceClock();

const schemas = loadDcsaSchemas('EBL_v3.0.4.yaml', ['Charge']);

/** The invoices of `userId` on the first page of each stage's invoices, read one by one (the detail call). */
async function sampleOf(userId: string): Promise<Invoice[]> {
  const token = await bearerOf(userId);
  const invoices: Invoice[] = [];
  for (const currency of ['USD', 'KRW', 'EUR', 'CNY', 'JPY']) {
    const page = await callMock<InvoiceListResponse>('GET', INVOICES_PATH, { token, query: { currency } });
    expect(page.status).toBe(200);
    for (const row of invoiceListResponseSchema.parse(page.body).invoices) {
      const detail = await callMock<Invoice>('GET', invoicePath(row.invoiceNumber), { token });
      expect(detail.status).toBe(200);
      invoices.push(invoiceSchema.parse(detail.body));
    }
  }
  return invoices;
}

describe('invoice lines are DCSA Charges', () => {
  it.each([
    ['the shipper', SHIPPER],
    ['the forwarder', FORWARDER],
  ])(
    "validates every line of %s's sample against EBL 3.0.4 Charge",
    async (_who, userId) => {
      const invoices = await sampleOf(userId);
      expect(invoices.length).toBeGreaterThan(5);
      for (const invoice of invoices) {
        for (const charge of invoice.charges) {
          expect(dcsaErrorsOf(schemas.get('Charge'), charge), `${invoice.invoiceNumber} ${charge.chargeCode}`).toEqual(
            [],
          );
          // DCSA carries at most 2 decimals; our amount is the same money in minor units of the line's currency.
          expect(currencyDecimals(charge.currencyCode)).toBeLessThanOrEqual(2);
          expect(toMinorUnits(charge.currencyAmount, charge.currencyCode)).toBe(charge.amount.amount);
          expect(charge.amount.currency).toBe(charge.currencyCode);
          expect(charge.paymentTermCode).toBe(invoice.paymentTermCode);
        }
      }
    },
    60_000,
  );
});
