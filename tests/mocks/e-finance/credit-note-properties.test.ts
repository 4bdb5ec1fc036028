import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { creditNoteListResponseSchema, creditsToApply } from '@/domain/invoice/credit-note-contract';
import { paymentSchema } from '@/domain/invoice/payment-contract';

import { acceptedDispute, invoiceOf, listCreditNotes } from './credit-note-http';
import { INVOICE_NOW_MS, useInvoiceClock } from './invoice-http';
import { decide, giveCard, openInvoicesOf, postPayment } from './payment-http';

useInvoiceClock();

afterEach(() => {
  vi.setSystemTime(INVOICE_NOW_MS);
});

/*
 * Properties of credit notes (docs/areas/e-finance.md "Credit notes"): the shared rule never applies more than a payment
 * pays nor more than a credit note holds, and however payments apply, decline or abandon them, no invoice is paid above
 * its total and no credit note's applied amount exceeds it.
 */

const money = (max: number) => fc.integer({ min: 0, max }).map((amount) => ({ amount, currency: 'USD' }));

describe('creditsToApply', () => {
  it('never applies more than the allocations, nor more than a credit note has left', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ invoiceNumber: fc.constantFrom('A', 'B', 'C'), amount: money(500_000) }), {
          maxLength: 5,
        }),
        // A credit note's number is unique (the carrier numbers them): the check below finds each by its number.
        fc.uniqueArray(
          fc.record({
            creditNoteNumber: fc.string({ minLength: 1, maxLength: 6 }),
            invoiceNumber: fc.constantFrom('A', 'B', 'D'),
            issuedDateTime: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            remainingAmount: fc.oneof(
              money(300_000),
              money(100).map((m) => ({ ...m, currency: 'EUR' })),
            ),
          }),
          { maxLength: 6, selector: (credit) => credit.creditNoteNumber },
        ),
        (allocations, credits) => {
          const total = allocations.reduce((sum, allocation) => sum + allocation.amount.amount, 0);
          const { appliedCredits, cardAmount } = creditsToApply(allocations, credits, 'USD');
          const applied = appliedCredits.reduce((sum, credit) => sum + credit.amount.amount, 0);
          expect(cardAmount).toBeGreaterThanOrEqual(0);
          expect(applied + cardAmount).toBe(total);
          for (const credit of appliedCredits) {
            const source = credits.find((candidate) => candidate.creditNoteNumber === credit.creditNoteNumber);
            expect(credit.amount.currency).toBe('USD');
            expect(credit.amount.amount).toBeGreaterThan(0);
            expect(credit.amount.amount).toBeLessThanOrEqual(source!.remainingAmount.amount);
          }
        },
      ),
    );
  });
});

describe('credit notes at payments', () => {
  it('never pay an invoice above its total nor apply a credit note above its amount', async () => {
    const open = (await openInvoicesOf()).slice(0, 6);
    await acceptedDispute(open[0]!, open[1]!);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(open, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('ACCEPT', 'DECLINE', 'ABANDON', 'NONE'),
        async (invoices, decision) => {
          run += 1;
          const numbers = invoices.map((invoice) => invoice.invoiceNumber);
          const answer = await postPayment({ invoiceNumbers: numbers, currency: 'USD' }, `credit-prop-${run}`);
          if (answer.status === 201) {
            const payment = paymentSchema.parse(answer.body);
            const allocated = payment.allocations.reduce((sum, allocation) => sum + allocation.amount.amount, 0);
            const credited = payment.appliedCredits.reduce((sum, credit) => sum + credit.amount.amount, 0);
            expect(credited).toBeLessThanOrEqual(allocated);
            expect(payment.amount).toBe(allocated - credited);
            if (payment.status === 'INITIATED' && decision !== 'NONE') {
              await giveCard(payment.paymentId);
              await decide(payment.paymentId, decision);
            }
          }
          const notes = creditNoteListResponseSchema.parse((await listCreditNotes([['pageSize', '50']])).body);
          for (const note of notes.creditNotes) {
            expect(note.appliedAmount.amount).toBeLessThanOrEqual(note.amount.amount);
            expect(note.remainingAmount.amount).toBeGreaterThanOrEqual(0);
            expect(note.appliedAmount.amount + note.remainingAmount.amount).toBe(note.amount.amount);
          }
          for (const invoice of invoices) {
            const after = await invoiceOf(invoice.invoiceNumber);
            expect(after.paid.amount).toBeLessThanOrEqual(after.total.amount);
            expect(after.open.amount).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});
