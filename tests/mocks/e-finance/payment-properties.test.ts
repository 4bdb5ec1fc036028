import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { type Invoice, invoicePath } from '@/domain/invoice/invoice-contract';
import { paymentSchema } from '@/domain/invoice/payment-contract';

import { callMock } from '../booking/booking-http';
import { bearerOf, useInvoiceClock } from './invoice-http';
import { decide, giveCard, openInvoicesOf, postPayment, US_PAYER } from './payment-http';

useInvoiceClock();

/*
 * Properties of online payment (docs/areas/e-finance.md "Online payment"): whatever invoices and amount a request
 * names, a payment never exceeds what is open, and paying never makes an invoice's paid amount exceed its total.
 */

describe('online payment properties', () => {
  it('never creates a payment above the open amount of its invoices', async () => {
    const open = await openInvoicesOf();
    expect(open.length).toBeGreaterThanOrEqual(3);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(open, { minLength: 1, maxLength: 5 }),
        fc.oneof(fc.constant(0), fc.integer({ min: -50_000, max: 50_000 })),
        async (invoices, delta) => {
          run += 1;
          const openSum = invoices.reduce((sum, invoice) => sum + invoice.open.amount, 0);
          const amount = Math.max(1, openSum + delta);
          const numbers = invoices.map((invoice) => invoice.invoiceNumber);
          const answer = await postPayment({ invoiceNumbers: numbers, currency: 'USD', amount }, `prop-${String(run)}`);
          if (answer.status === 201) {
            const payment = paymentSchema.parse(answer.body);
            expect(payment.amount).toBeLessThanOrEqual(openSum);
            expect(payment.amount).toBe(amount);
            // Release the invoices for the next run: an abandoned payment holds nothing.
            await giveCard(payment.paymentId);
            expect((await decide(payment.paymentId, 'ABANDON')).body.status).toBe('ABANDONED');
          } else {
            expect(answer.status).toBe(400);
            expect(amount).not.toBe(openSum);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('never lets a paid amount exceed the invoice total, however the payments overlap', async () => {
    const open = (await openInvoicesOf()).slice(0, 6);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.subarray(open, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
        async (attempts) => {
          for (const invoices of attempts) {
            run += 1;
            const numbers = invoices.map((invoice) => invoice.invoiceNumber);
            const answer = await postPayment({ invoiceNumbers: numbers, currency: 'USD' }, `overlap-${String(run)}`);
            if (answer.status !== 201) continue;
            await giveCard(answer.body.paymentId);
            await decide(answer.body.paymentId, 'ACCEPT');
          }
          const token = await bearerOf(US_PAYER);
          for (const invoice of open) {
            const { body } = await callMock<Invoice>('GET', invoicePath(invoice.invoiceNumber), { token });
            expect(body.paid.amount).toBeLessThanOrEqual(body.total.amount);
            expect(body.open.amount).toBeGreaterThanOrEqual(0);
            expect(body.paid.amount + body.open.amount).toBe(body.total.amount);
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
