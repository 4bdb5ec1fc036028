import { describe, expect, it, vi } from 'vitest';

import {
  type Dispute,
  type DisputeItemRequest,
  type DisputeListResponse,
  disputePath,
  DISPUTES_PATH,
  disputeSchema,
} from '@/domain/invoice/dispute-contract';
import { type Invoice, type InvoiceListResponse, invoicePath, INVOICES_PATH } from '@/domain/invoice/invoice-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { callMock } from '../booking/booking-http';
import { bearerOf, INVOICE_NOW_MS, SHIPPER, SHIPPER2, useInvoiceClock } from './invoice-http';

useInvoiceClock();

async function get<T>(path: string, userId: string = SHIPPER, query?: Record<string, string>) {
  const answer = await callMock<T>('GET', path, { token: await bearerOf(userId), ...(query ? { query } : {}) });
  return answer;
}

/** The shipper's open invoices, newest first, with their lines. */
async function openInvoices(count: number): Promise<Invoice[]> {
  const list = await get<InvoiceListResponse>(INVOICES_PATH, SHIPPER, { status: 'OPEN', pageSize: '50' });
  const invoices: Invoice[] = [];
  for (const row of list.body.invoices.slice(0, count)) {
    invoices.push((await get<Invoice>(invoicePath(row.invoiceNumber))).body);
  }
  return invoices;
}

function itemsOf(invoice: Invoice, lines = invoice.charges.length): DisputeItemRequest[] {
  return invoice.charges.slice(0, lines).map((line, index) => ({
    invoiceNumber: invoice.invoiceNumber,
    lineNumber: index + 1,
    disputedAmount: line.amount,
  }));
}

async function post(items: DisputeItemRequest[], key: string, extra: Record<string, unknown> = {}) {
  return callMock<Dispute & Pick<ApiErrorBody, 'errors'>>('POST', DISPUTES_PATH, {
    token: await bearerOf(SHIPPER),
    idempotencyKey: key,
    body: { items, reason: 'INCORRECT_RATE', comment: '', attachments: [], ...extra },
  });
}

describe('POST v1/invoice-disputes', () => {
  it('takes 50 items and refuses 51 with a field error on $.items', async () => {
    const items: DisputeItemRequest[] = [];
    for (const invoice of await openInvoices(50)) {
      items.push(...itemsOf(invoice));
      if (items.length >= 51) break;
    }
    expect(items.length).toBeGreaterThanOrEqual(51);
    const refused = await post(items.slice(0, 51), 'key-51');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ jsonPath: '$.items', message: 'too-many-items' })]);
    const taken = await post(items.slice(0, 50), 'key-50');
    expect(taken.status).toBe(201);
    expect(disputeSchema.parse(taken.body).itemCount).toBe(50);
  }, 60_000);

  it('answers a retried submit with the same dispute and creates nothing twice', async () => {
    const [invoice] = await openInvoices(1);
    const first = await post(itemsOf(invoice!, 1), 'retry-key');
    const again = await post(itemsOf(invoice!, 1), 'retry-key');
    expect(first.status).toBe(201);
    expect(again.body.disputeId).toBe(first.body.disputeId);
    const list = await get<DisputeListResponse>(DISPUTES_PATH);
    expect(list.body.disputes).toHaveLength(1);
  });

  it('refuses an amount above the line, a comment-less OTHER and an unknown line at their fields', async () => {
    const [invoice] = await openInvoices(1);
    const line = invoice!.charges[0]!;
    const tooMuch = [
      { ...itemsOf(invoice!, 1)[0]!, disputedAmount: { ...line.amount, amount: line.amount.amount + 1 } },
    ];
    expect((await post(tooMuch, 'a')).body.errors?.[0]?.jsonPath).toBe('$.items[0].disputedAmount');
    expect((await post(itemsOf(invoice!, 1), 'b', { reason: 'OTHER' })).body.errors?.[0]?.jsonPath).toBe('$.comment');
    const unknown = [{ ...itemsOf(invoice!, 1)[0]!, lineNumber: 999 }];
    expect((await post(unknown, 'c')).body.errors?.[0]?.jsonPath).toBe('$.items[0]');
  });
});

describe('a dispute over time', () => {
  it('holds the invoice DISPUTED while open, then ends the dispute without paying the invoice', async () => {
    const [invoice] = await openInvoices(1);
    const items = itemsOf(invoice!, 2);
    const created = await post(items, 'time-key');
    expect(created.body.status).toBe('SUBMITTED');
    const disputedInvoice = (await get<Invoice>(invoicePath(invoice!.invoiceNumber), SHIPPER2)).body;
    expect(disputedInvoice.status).toBe('DISPUTED');
    expect(disputedInvoice.disputed.amount).toBeGreaterThan(0);

    vi.setSystemTime(INVOICE_NOW_MS + 61_000);
    const reviewed = await get<Dispute>(disputePath(created.body.disputeId));
    expect(reviewed.body.status).toBe('UNDER_REVIEW');
    expect((await get<Invoice>(invoicePath(invoice!.invoiceNumber))).body.status).toBe('DISPUTED');

    vi.setSystemTime(INVOICE_NOW_MS + 12 * 60_000);
    const decided = disputeSchema.parse((await get<Dispute>(disputePath(created.body.disputeId))).body);
    expect(decided.statusHistory.map((step) => step.status)).toEqual(['SUBMITTED', 'UNDER_REVIEW', decided.status]);
    const after = (await get<Invoice>(invoicePath(invoice!.invoiceNumber))).body;
    expect(after.disputed.amount).toBe(0);
    // An accepted dispute only ends the dispute: its credit note is a credit a payment applies, not a payment.
    expect(after.paid.amount).toBe(invoice!.paid.amount);
    expect(after.status).not.toBe('DISPUTED');
    if (decided.status === 'ACCEPTED') {
      expect(decided.creditNoteNumber).toMatch(/^CN\d+$/);
      expect(decided.creditNoteNumbers).toEqual([decided.creditNoteNumber]);
    } else {
      expect(decided.rejectionReason).toBeTruthy();
    }
    vi.setSystemTime(INVOICE_NOW_MS);
  });

  it('is not found for another company', async () => {
    expect((await get(disputePath('DSP9999999'))).status).toBe(404);
  });
});
