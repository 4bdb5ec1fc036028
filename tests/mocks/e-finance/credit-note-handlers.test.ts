import { afterEach, describe, expect, it, vi } from 'vitest';

import { creditNoteListResponseSchema, creditNoteSchema } from '@/domain/invoice/credit-note-contract';
import { paymentSchema } from '@/domain/invoice/payment-contract';

import { issuedCreditNotesOf } from '../../../mocks/e-finance/credit-note-store';
import { FLAG_RULES, type FlagRule } from '../../../mocks/feature-flags/handlers';
import { callMock } from '../booking/booking-http';
import { acceptedDispute, getCreditNote, invoiceOf, listCreditNotes } from './credit-note-http';
import { bearerOf, FORWARDER, INVOICE_NOW_MS, SHIPPER, useInvoiceClock } from './invoice-http';
import { decide, giveCard, openInvoicesOf, postPayment, requestFor } from './payment-http';

useInvoiceClock();

afterEach(() => {
  vi.setSystemTime(INVOICE_NOW_MS);
});

/**
 * Runs `body` while the mock relay's rule turns `eFinance` off everywhere. The rule table is changed in place and put
 * back after: the node project shares one module graph per worker (vite.config.ts), so no module may be re-imported.
 */
async function withEFinanceOff(body: () => Promise<void>): Promise<void> {
  const rules = FLAG_RULES as Record<string, FlagRule>;
  const before = rules.eFinance;
  rules.eFinance = { kind: 'static', enabled: false };
  try {
    await body();
  } finally {
    rules.eFinance = before!;
  }
}

describe('credit notes of an accepted dispute', () => {
  it('issues one per invoice when the dispute is accepted, and leaves the invoices open', async () => {
    const [whole, part] = await openInvoicesOf();
    const before = await listCreditNotes();
    expect(before.body.totalCount).toBe(0);
    const dispute = await acceptedDispute(whole!, part!);
    expect(dispute.status).toBe('ACCEPTED');
    expect(dispute.creditNoteNumbers).toEqual(['CN0000001', 'CN0000001-2']);
    expect(dispute.creditNoteNumber).toBe('CN0000001');

    const list = creditNoteListResponseSchema.parse((await listCreditNotes()).body);
    expect(list.creditNotes.map((note) => note.creditNoteNumber).sort()).toEqual(['CN0000001', 'CN0000001-2']);
    const first = creditNoteSchema.parse((await getCreditNote('CN0000001')).body);
    expect(first).toMatchObject({
      kind: 'DISPUTE',
      invoiceNumber: whole!.invoiceNumber,
      disputeId: dispute.disputeId,
      reason: 'INCORRECT_RATE',
      status: 'OPEN',
      applications: [],
    });
    expect(first.amount.currency).toBe('USD');
    expect(first.amount.amount).toBeGreaterThan(0);
    expect(first.remainingAmount).toEqual(first.amount);
    // The rule: an accepted dispute ends the dispute; the invoice's open amount is unchanged.
    const after = await invoiceOf(whole!.invoiceNumber);
    expect(after.open.amount).toBe(whole!.open.amount);
    expect(after.status).not.toBe('DISPUTED');
  });

  it('applies the credit notes first at the next payment, and releases them when it is declined', async () => {
    const [whole, part] = await openInvoicesOf();
    await acceptedDispute(whole!, part!);
    const second = creditNoteSchema.parse((await getCreditNote('CN0000001-2')).body);

    // Paying the second invoice: its own credit note first, then the older one up to what is open.
    const request = { ...requestFor([part!]), amount: undefined };
    const declined = paymentSchema.parse((await postPayment(request, 'pay-part')).body);
    expect(declined.appliedCredits[0]).toEqual({ creditNoteNumber: 'CN0000001-2', amount: second.amount });
    const credited = declined.appliedCredits.reduce((sum, credit) => sum + credit.amount.amount, 0);
    expect(credited).toBeLessThanOrEqual(part!.open.amount);
    expect(declined.amount).toBe(part!.open.amount - credited);
    expect((await getCreditNote('CN0000001-2')).body.status).toBe('APPLIED');
    await giveCard(declined.paymentId);
    expect((await decide(declined.paymentId, 'DECLINE')).body.status).toBe('DECLINED');
    expect((await getCreditNote('CN0000001-2')).body).toMatchObject({ status: 'OPEN', applications: [] });

    // The reviewed amount is the card amount after credits.
    const stale = await postPayment({ ...requestFor([part!]) }, 'pay-stale');
    expect(stale.status).toBe(400);
    expect(stale.body.errors).toEqual([{ jsonPath: '$.amount', message: 'above-open-amount' }]);
  });

  it('pays an invoice the credit notes cover at once, without the gateway', async () => {
    const [whole, part] = await openInvoicesOf();
    await acceptedDispute(whole!, part!);
    const payment = paymentSchema.parse(
      (await postPayment({ invoiceNumbers: [whole!.invoiceNumber], currency: 'USD', amount: 0 }, 'pay-all')).body,
    );
    expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: 0 });
    expect(payment.gatewayUrl).toBeUndefined();
    const applied = payment.appliedCredits.reduce((sum, credit) => sum + credit.amount.amount, 0);
    expect(applied).toBe(whole!.open.amount);
    expect(await invoiceOf(whole!.invoiceNumber)).toMatchObject({ status: 'PAID', open: { amount: 0 } });
    const first = creditNoteSchema.parse((await getCreditNote('CN0000001')).body);
    expect(first.applications).toEqual([expect.objectContaining({ paymentId: payment.paymentId })]);
    expect(first.appliedAmount.amount + first.remainingAmount.amount).toBe(first.amount.amount);
  });
});

describe('amendment credit notes', () => {
  it('are the same at every call, each a part of its invoice, issued after it', async () => {
    const notes = issuedCreditNotesOf(FORWARDER, INVOICE_NOW_MS);
    expect(notes.length).toBeGreaterThan(0);
    expect(issuedCreditNotesOf(FORWARDER, INVOICE_NOW_MS)).toEqual(notes);
    expect(notes.every((note) => note.kind === 'AMENDMENT' && note.issuedMs <= INVOICE_NOW_MS)).toBe(true);
    const newest = creditNoteSchema.parse((await getCreditNote(notes.at(-1)!.creditNoteNumber, FORWARDER)).body);
    expect(newest.reason).toMatch(/^Amendment: .+ lowered$/);
    const invoice = await callMock<{ total: { amount: number }; issueDate: string }>(
      'GET',
      `v1/invoices/${newest.invoiceNumber}`,
      { token: await bearerOf(FORWARDER) },
    );
    expect(newest.amount.amount).toBeLessThanOrEqual(invoice.body.total.amount);
    expect(newest.issueDate > invoice.body.issueDate).toBe(true);
  });
});

describe('GET v1/credit-notes', () => {
  it('filters by currency and status, pages newest first, and counts every match', async () => {
    const all = creditNoteListResponseSchema.parse((await listCreditNotes([['pageSize', '50']], FORWARDER)).body);
    expect(all.totalCount).toBe(issuedCreditNotesOf(FORWARDER, INVOICE_NOW_MS).length);
    const dates = all.creditNotes.map((note) => note.issuedDateTime);
    expect(dates).toEqual([...dates].sort().reverse());
    const currency = all.creditNotes[0]!.amount.currency;
    const usd = (await listCreditNotes([['currency', currency]], FORWARDER)).body;
    expect(usd.creditNotes.every((note) => note.amount.currency === currency)).toBe(true);
    const applied = (await listCreditNotes([['status', 'APPLIED']], FORWARDER)).body;
    expect(applied.totalCount).toBe(0);
    const open = (
      await listCreditNotes(
        [
          ['status', 'OPEN'],
          ['status', 'PARTLY_APPLIED'],
          ['page', '2'],
          ['pageSize', '10'],
        ],
        FORWARDER,
      )
    ).body;
    expect(open.totalCount).toBe(all.totalCount);
    expect(open.creditNotes).toEqual(all.creditNotes.slice(10, 20));
    expect((await listCreditNotes([['status', 'NOPE']], FORWARDER)).status).toBe(400);
  });

  it('answers 404 for an unknown number, 401 without a login and 403 where e-finance is off', async () => {
    expect((await getCreditNote('CN9999999', SHIPPER)).body.code).toBe('CREDIT_NOTE_NOT_FOUND');
    expect((await callMock('GET', 'v1/credit-notes')).status).toBe(401);
    await withEFinanceOff(async () => {
      const refused = await listCreditNotes([], SHIPPER);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FEATURE_DISABLED');
      expect((await getCreditNote('CN0000001', SHIPPER)).status).toBe(403);
    });
  });
});
