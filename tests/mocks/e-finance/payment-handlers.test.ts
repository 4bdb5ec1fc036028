import { describe, expect, it, vi } from 'vitest';

import { type Invoice, invoicePath } from '@/domain/invoice/invoice-contract';
import {
  LOST_ANSWER_PENDING_MS,
  LOST_ANSWER_TEST_CARD,
  type PaymentListResponse,
  paymentListResponseSchema,
  PAYMENTS_PATH,
  paymentSchema,
} from '@/domain/invoice/payment-contract';

import { callMock } from '../booking/booking-http';
import { bearerOf, INVOICE_NOW_MS, SHIPPER, useInvoiceClock } from './invoice-http';
import { decide, getPayment, giveCard, openInvoicesOf, postPayment, requestFor, US_PAYER } from './payment-http';

useInvoiceClock();

async function invoiceOf(invoiceNumber: string): Promise<Invoice> {
  return (await callMock<Invoice>('GET', invoicePath(invoiceNumber), { token: await bearerOf(US_PAYER) })).body;
}

describe('POST v1/payments', () => {
  it('creates one INITIATED payment of the open amounts, and answers the same payment to the same key and body', async () => {
    const invoices = (await openInvoicesOf()).slice(0, 3);
    expect(invoices).toHaveLength(3);
    const request = requestFor(invoices);
    const first = await postPayment(request, 'key-1');
    expect(first.status).toBe(201);
    const payment = paymentSchema.parse(first.body);
    expect(payment).toMatchObject({
      status: 'INITIATED',
      amount: request.amount,
      currency: 'USD',
      invoiceNumbers: request.invoiceNumbers,
      appliedCredits: [],
    });
    // A path of the portal itself (the page follows no other origin).
    expect(payment.gatewayUrl).toMatch(new RegExp(`^/(.+/)?e-finance/payment-gateway/${payment.paymentId}$`));
    const again = await postPayment(request, 'key-1');
    expect(again.status).toBe(200);
    expect(again.body.paymentId).toBe(payment.paymentId);
    const history = await callMock<PaymentListResponse>('GET', PAYMENTS_PATH, { token: await bearerOf(US_PAYER) });
    expect(paymentListResponseSchema.parse(history.body).totalCount).toBe(1);
  });

  it('refuses the same key with another body (409), a missing key, and invoices already in a payment', async () => {
    const invoices = (await openInvoicesOf()).slice(0, 2);
    expect((await postPayment(requestFor(invoices.slice(0, 1)), 'key-a')).status).toBe(201);
    const reused = await postPayment(requestFor(invoices), 'key-a');
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await postPayment(requestFor(invoices))).status).toBe(400);
    const held = await postPayment(requestFor(invoices), 'key-b');
    expect(held.status).toBe(400);
    expect(held.body.errors).toEqual([{ jsonPath: '$.invoiceNumbers[0]', message: 'in-payment' }]);
  });

  it('refuses mixed currencies and an amount above the open amount with field errors', async () => {
    const invoices = (await openInvoicesOf()).slice(0, 2);
    const mixed = await postPayment({ ...requestFor(invoices), currency: 'EUR', amount: undefined }, 'key-mixed');
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual([{ jsonPath: '$.currency', message: 'mixed-currencies' }]);
    const request = requestFor(invoices);
    const above = await postPayment({ ...request, amount: (request.amount ?? 0) + 1 }, 'key-above');
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual([{ jsonPath: '$.amount', message: 'above-open-amount' }]);
    const first = request.invoiceNumbers[0] ?? '';
    const repeated = await postPayment({ ...request, invoiceNumbers: [first, first] }, 'key-rep');
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors?.[0]?.message).toBe('repeated-invoice');
  });

  it('answers 403 where the payment flag is off (Korea)', async () => {
    const refused = await postPayment({ invoiceNumbers: ['INVKR6500000042'], currency: 'KRW' }, 'key-kr', SHIPPER);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FEATURE_DISABLED');
  });
});

describe('the test gateway', () => {
  it('takes a card, asks the challenge, and on Accept pays the invoices once', async () => {
    const invoices = (await openInvoicesOf()).slice(0, 3);
    const { paymentId } = (await postPayment(requestFor(invoices), 'key-pay')).body;
    const badCard = await giveCard(paymentId, '4242 4242 4242 4241');
    expect(badCard.status).toBe(400);
    expect(badCard.body.errors).toEqual([
      expect.objectContaining({ jsonPath: '$.cardNumber', message: 'card-number' }),
    ]);
    const expired = await giveCard(paymentId, undefined, { expiry: '01/20' });
    expect(expired.body.errors).toEqual([expect.objectContaining({ jsonPath: '$.expiry', message: 'card-expiry' })]);
    expect((await giveCard(paymentId)).body).toMatchObject({ status: 'CHALLENGE', cardLast4: '4242' });
    const accepted = await decide(paymentId, 'ACCEPT');
    expect(accepted.body).toMatchObject({ status: 'SUCCEEDED', paymentId });
    expect(accepted.body.gatewayUrl).toBeUndefined();
    expect((await decide(paymentId, 'ACCEPT')).body.status).toBe('SUCCEEDED');
    expect((await decide(paymentId, 'DECLINE')).status).toBe(409);
    for (const invoice of invoices) {
      const after = await invoiceOf(invoice.invoiceNumber);
      expect(after).toMatchObject({ status: 'PAID', open: { amount: 0 }, paid: { amount: after.total.amount } });
    }
    const again = await postPayment(requestFor(invoices), 'key-pay-again');
    expect(again.status).toBe(400);
    expect(again.body.errors?.map((error) => error.message)).toEqual(['not-open', 'not-open', 'not-open']);
  });

  it('leaves the invoices open after Decline and Abandon, and lets them be paid again', async () => {
    const invoices = (await openInvoicesOf()).slice(0, 2);
    for (const [key, decision, status] of [
      ['key-d', 'DECLINE', 'DECLINED'],
      ['key-x', 'ABANDON', 'ABANDONED'],
    ] as const) {
      const { paymentId } = (await postPayment(requestFor(invoices), key)).body;
      await giveCard(paymentId);
      expect((await decide(paymentId, decision)).body.status).toBe(status);
      for (const invoice of invoices) expect((await invoiceOf(invoice.invoiceNumber)).status).toBe(invoice.status);
    }
    expect((await postPayment(requestFor(invoices), 'key-z')).status).toBe(201);
  });

  it('shows PENDING when the portal lost the gateway answer, then settles without a second payment', async () => {
    const [invoice] = await openInvoicesOf();
    if (!invoice) throw new Error('The US payer has no open invoice');
    const { paymentId } = (await postPayment(requestFor([invoice]), 'key-lost')).body;
    await giveCard(paymentId, LOST_ANSWER_TEST_CARD);
    const lost = await decide(paymentId, 'ACCEPT');
    expect(lost.status).toBe(0);
    expect((await getPayment(paymentId)).body.status).toBe('PENDING');
    expect((await decide(paymentId, 'ACCEPT')).body.status).toBe('PENDING');
    vi.setSystemTime(INVOICE_NOW_MS + LOST_ANSWER_PENDING_MS);
    try {
      const settled = paymentSchema.parse((await getPayment(paymentId)).body);
      expect(settled).toMatchObject({ status: 'SUCCEEDED', amount: invoice.open.amount });
      expect((await invoiceOf(invoice.invoiceNumber)).status).toBe('PAID');
      const history = await callMock<PaymentListResponse>('GET', PAYMENTS_PATH, { token: await bearerOf(US_PAYER) });
      expect(history.body.payments.map((row) => row.paymentId)).toEqual([paymentId]);
    } finally {
      vi.setSystemTime(INVOICE_NOW_MS);
    }
  });
});
