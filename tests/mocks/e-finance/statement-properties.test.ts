import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { DISPUTES_PATH } from '@/domain/invoice/dispute-contract';
import { type Invoice, invoicePath } from '@/domain/invoice/invoice-contract';

import { callMock } from '../booking/booking-http';
import { bearerOf, INVOICE_NOW_MS, useInvoiceClock } from './invoice-http';
import { decide, giveCard, openInvoicesOf, postPayment, US_PAYER } from './payment-http';
import { dateAfterNow, openLessRemainingCredits, statementOf } from './statement-http';

useInvoiceClock();
afterAll(() => {
  vi.setSystemTime(INVOICE_NOW_MS);
});

/*
 * The statement's invariants (docs/areas/e-finance.md "Statement of account") over random histories of the US payer:
 * online payments accepted or declined (applying the company's credit notes), disputes (accepted ones issue credit
 * notes) and the clock moving on. Whatever happened, the statement closes today at the open amounts less the credit
 * notes' remaining amounts, closing = opening + debits - credits, and two adjoining periods close where their union does.
 */

type Action =
  | { kind: 'pay'; picks: number[]; accept: boolean }
  | { kind: 'dispute'; pick: number }
  | { kind: 'wait'; minutes: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    picks: fc.uniqueArray(fc.nat(9), { minLength: 1, maxLength: 3 }),
    accept: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('dispute' as const), pick: fc.nat(9) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 12 }) }),
);

let run = 0;

async function pay(picks: number[], accept: boolean): Promise<void> {
  const open = await openInvoicesOf('USD', US_PAYER);
  const numbers = [...new Set(picks.map((pick) => open[pick % Math.max(open.length, 1)]?.invoiceNumber))];
  if (!numbers.length || numbers.some((number) => number === undefined)) return;
  run += 1;
  const created = await postPayment({ invoiceNumbers: numbers as string[], currency: 'USD' }, `stmt-${String(run)}`);
  if (created.status !== 201 || created.body.status !== 'INITIATED') return;
  await giveCard(created.body.paymentId);
  await decide(created.body.paymentId, accept ? 'ACCEPT' : 'DECLINE');
}

async function dispute(pick: number): Promise<void> {
  const open = await openInvoicesOf('USD', US_PAYER);
  const row = open[pick % Math.max(open.length, 1)];
  if (!row) return;
  const token = await bearerOf(US_PAYER);
  const invoice = (await callMock<Invoice>('GET', invoicePath(row.invoiceNumber), { token })).body;
  const line = invoice.charges[0];
  if (!line) return;
  run += 1;
  await callMock('POST', DISPUTES_PATH, {
    token,
    idempotencyKey: `stmt-dispute-${String(run)}`,
    body: {
      items: [{ invoiceNumber: invoice.invoiceNumber, lineNumber: 1, disputedAmount: line.amount }],
      reason: 'INCORRECT_RATE',
      comment: '',
      attachments: [],
    },
  });
}

describe('statement of account properties', () => {
  it('closes at the open amounts less the remaining credit notes, and adjoining periods agree', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 300 }),
        async (actions, split) => {
          for (const step of actions) {
            if (step.kind === 'pay') await pay(step.picks, step.accept);
            else if (step.kind === 'dispute') await dispute(step.pick);
            else vi.setSystemTime(Date.now() + step.minutes * 60_000);
          }
          const [from, to] = [dateAfterNow(-364), dateAfterNow(1)];
          const whole = await statementOf(US_PAYER, 'USD', from, to);
          expect(whole.closingBalance.amount).toBe(await openLessRemainingCredits(US_PAYER, 'USD'));
          expect(whole.closingBalance.amount).toBe(
            whole.openingBalance.amount + whole.totalDebit.amount - whole.totalCredit.amount,
          );
          const first = await statementOf(US_PAYER, 'USD', from, dateAfterNow(-split));
          const second = await statementOf(US_PAYER, 'USD', dateAfterNow(1 - split), to);
          expect(second.openingBalance).toEqual(first.closingBalance);
          expect(second.closingBalance).toEqual(whole.closingBalance);
          expect(first.totalCount + second.totalCount).toBe(whole.totalCount);
        },
      ),
      { numRuns: 20 },
    );
    // The histories did reach the statement: online payments are among its entries.
    const entries = await statementOf(US_PAYER, 'USD', dateAfterNow(-30), dateAfterNow(1), '50');
    const kinds = new Set(entries.entries.map((entry) => entry.paymentMethod ?? entry.kind));
    expect(kinds.has('ONLINE')).toBe(true);
  });
});
