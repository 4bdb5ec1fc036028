import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import {
  type Invoice,
  type InvoiceListResponse,
  invoiceListResponseSchema,
  invoicePath,
  INVOICES_EXPORT_MEDIA_TYPE,
  INVOICES_EXPORT_PATH,
  INVOICES_OPEN_AMOUNTS_PATH,
  INVOICES_PATH,
  invoiceSchema,
} from '@/domain/invoice/invoice-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { INVOICES_EXPORT_COLUMNS, INVOICES_SHEET_NAME } from '../../../mocks/e-finance/invoice-export';
import { callMock } from '../booking/booking-http';
import { bearerOf, FORWARDER, getRaw, openAmountsOf, SHIPPER, SHIPPER2, useInvoiceClock } from './invoice-http';

useInvoiceClock();

async function list(userId: string, query: Record<string, string> | URLSearchParams = {}) {
  const answer = await callMock<InvoiceListResponse>('GET', INVOICES_PATH, { token: await bearerOf(userId), query });
  expect(answer.status).toBe(200);
  return invoiceListResponseSchema.parse(answer.body);
}

describe('GET v1/invoices', () => {
  it('answers 401 without a login and 400 with field errors for a query the contract refuses', async () => {
    expect((await callMock('GET', INVOICES_PATH)).status).toBe(401);
    const bad = await callMock<ApiErrorBody>('GET', INVOICES_PATH, {
      token: await bearerOf(SHIPPER),
      query: { pageSize: '7', status: 'LOST', dueFrom: '26-11-2026' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_REQUEST');
    expect(bad.body.errors?.map((error) => error.property)).toEqual(
      expect.arrayContaining(['pageSize', 'status', 'dueFrom']),
    );
  });

  it("shows the shipper every invoice of the company's bookings, the colleague's too, newest first", async () => {
    const mine = await list(SHIPPER, { pageSize: '50' });
    const colleague = await list(SHIPPER2, { pageSize: '50' });
    expect(mine.totalCount).toBeGreaterThan(20);
    expect(colleague.totalCount).toBe(mine.totalCount);
    const issueDates = mine.invoices.map((invoice) => invoice.issueDate);
    expect(issueDates).toEqual([...issueDates].sort().reverse());
    expect(new Set(mine.invoices.map((invoice) => invoice.kind))).toEqual(
      new Set(['PREPAID_FREIGHT', 'ORIGIN_CHARGES', 'DESTINATION_CHARGES']),
    );
  });

  it("gives the forwarder's company (two accounts of 10,000 bookings) over 25,000 invoices, paged, with unique numbers and the open amounts of all", async () => {
    const first = await list(FORWARDER, { pageSize: '50' });
    expect(first.totalCount).toBeGreaterThan(25_000);
    expect(first.invoices).toHaveLength(50);
    const second = await list(FORWARDER, { pageSize: '50', page: '2' });
    const numbers = [...first.invoices, ...second.invoices].map((invoice) => invoice.invoiceNumber);
    expect(new Set(numbers).size).toBe(100);
    const amounts = await openAmountsOf(FORWARDER);
    expect(amounts.totalCount).toBe(first.totalCount);
    expect(amounts.openTotals.map((money) => money.currency)).toEqual(expect.arrayContaining(['USD', 'KRW', 'EUR']));
    const past = await list(FORWARDER, { page: String(Math.ceil(first.totalCount / 10) + 1) });
    expect(past.invoices).toEqual([]);
    expect(past.totalCount).toBe(first.totalCount);
    // The first call derives the forwarder's invoices from 10,000 generated bookings: slow on a busy CI machine.
  }, 60_000);

  it('leaves the parts under dispute out of what is due, per currency', async () => {
    const disputed = await list(SHIPPER, { status: 'DISPUTED', pageSize: '50' });
    expect(disputed.totalCount).toBeGreaterThan(0);
    expect(disputed.totalCount).toBeLessThanOrEqual(50);
    const expected = new Map<string, number>();
    for (const invoice of disputed.invoices) {
      const due = Math.max(invoice.open.amount - invoice.disputed.amount, 0);
      expected.set(invoice.open.currency, (expected.get(invoice.open.currency) ?? 0) + due);
    }
    const amounts = await openAmountsOf(SHIPPER, { status: 'DISPUTED' });
    expect(amounts.totalCount).toBe(disputed.totalCount);
    expect(amounts.dueTotals).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ amount, currency })),
    );
    const open = new Map(amounts.openTotals.map((total) => [total.currency, total.amount]));
    expect(amounts.dueTotals.every((due) => due.amount < (open.get(due.currency) ?? 0))).toBe(true);
  });

  it('spreads statuses: most paid, some overdue, partly paid, disputed, the open ones not due yet', async () => {
    const counts = new Map<string, number>();
    for (const status of ['OPEN', 'OVERDUE', 'DISPUTED', 'PARTLY_PAID', 'PAID']) {
      const page = await list(FORWARDER, { status, pageSize: '50' });
      counts.set(status, page.totalCount);
      expect(page.invoices.every((invoice) => invoice.status === status)).toBe(true);
    }
    const all = (await list(FORWARDER)).totalCount;
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(all);
    expect(counts.get('PAID')).toBeGreaterThan(all * 0.35);
    for (const status of ['OPEN', 'OVERDUE', 'DISPUTED', 'PARTLY_PAID']) expect(counts.get(status)).toBeGreaterThan(0);
    const both = await list(
      FORWARDER,
      new URLSearchParams([
        ['status', 'OVERDUE'],
        ['status', 'DISPUTED'],
      ]),
    );
    expect(both.totalCount).toBe((counts.get('OVERDUE') ?? 0) + (counts.get('DISPUTED') ?? 0));
  });

  it("finds a B/L's invoices only, whatever the case of the reference", async () => {
    const [sample] = (await list(SHIPPER)).invoices;
    if (!sample) throw new Error('the shipper has no invoice');
    const byBl = await list(SHIPPER, { transportDocumentReference: sample.transportDocumentReference.toLowerCase() });
    expect(byBl.totalCount).toBeGreaterThan(0);
    expect(byBl.invoices.every((row) => row.transportDocumentReference === sample.transportDocumentReference)).toBe(
      true,
    );
    const byNumber = await list(SHIPPER, { invoiceNumber: ` ${sample.invoiceNumber} ` });
    expect(byNumber.invoices.map((row) => row.invoiceNumber)).toEqual([sample.invoiceNumber]);
    const byBooking = await list(SHIPPER, { carrierBookingReference: sample.carrierBookingReference });
    expect(byBooking.invoices.map((row) => row.invoiceNumber)).toEqual(byBl.invoices.map((row) => row.invoiceNumber));
  });

  it('keeps the due date range inclusive at both ends and filters by invoice currency', async () => {
    const byDue = await list(FORWARDER, { sort: 'dueDate', pageSize: '50', page: '40' });
    const day = byDue.invoices[0]?.dueDate;
    if (!day) throw new Error('no invoice on page 40');
    const sameDay = await list(FORWARDER, { dueFrom: day, dueTo: day, pageSize: '50' });
    expect(sameDay.totalCount).toBeGreaterThan(0);
    expect(sameDay.invoices.every((row) => row.dueDate === day)).toBe(true);
    const krw = await list(FORWARDER, { currency: 'KRW', pageSize: '50' });
    expect(krw.totalCount).toBeGreaterThan(0);
    expect(krw.invoices.every((row) => row.invoiceCurrency === 'KRW')).toBe(true);
    expect((await openAmountsOf(FORWARDER, { currency: 'KRW' })).openTotals.map((money) => money.currency)).toEqual([
      'KRW',
    ]);
  });

  it('sorts by due date, number and status both ways', async () => {
    for (const key of ['dueDate', 'invoiceNumber', 'status'] as const) {
      const up = (await list(SHIPPER, { sort: key, pageSize: '50' })).invoices.map((row) => row[key]);
      const down = (await list(SHIPPER, { sort: `-${key}`, pageSize: '50' })).invoices.map((row) => row[key]);
      const rank = (value: string) =>
        key === 'status' ? ['OPEN', 'OVERDUE', 'DISPUTED', 'PARTLY_PAID', 'PAID'].indexOf(value) : 0;
      const ordered = (values: string[], sign: number) =>
        values.every((value, index) => {
          const previous = values[index - 1];
          if (previous === undefined) return true;
          const order = key === 'status' ? rank(value) - rank(previous) : value.localeCompare(previous);
          return order * sign >= 0;
        });
      expect(ordered(up, 1)).toBe(true);
      expect(ordered(down, -1)).toBe(true);
    }
  });
});

describe('GET v1/invoices/open-amounts', () => {
  it('answers 401 without a login and 400 with field errors for filters the contract refuses', async () => {
    expect((await callMock('GET', INVOICES_OPEN_AMOUNTS_PATH)).status).toBe(401);
    const bad = await callMock<ApiErrorBody>('GET', INVOICES_OPEN_AMOUNTS_PATH, {
      token: await bearerOf(SHIPPER),
      query: { status: 'LOST', currency: 'dollars' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.property)).toEqual(expect.arrayContaining(['status', 'currency']));
  });

  it("adds up the open and due parts of every row of the list's pages, per currency in code order", async () => {
    const rows = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(SHIPPER, { pageSize: '50', page: String(page) });
      rows.push(...answer.invoices);
      if (rows.length >= answer.totalCount) break;
    }
    const open = new Map<string, number>();
    const due = new Map<string, number>();
    for (const row of rows) {
      const { currency } = row.open;
      open.set(currency, (open.get(currency) ?? 0) + row.open.amount);
      due.set(currency, (due.get(currency) ?? 0) + Math.max(row.open.amount - row.disputed.amount, 0));
    }
    const inOrder = (totals: Map<string, number>) =>
      [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ amount, currency }));
    expect(await openAmountsOf(SHIPPER, { sort: 'status', page: '3' })).toEqual({
      totalCount: rows.length,
      openTotals: inOrder(open),
      dueTotals: inOrder(due),
    });
  });
});

describe('GET v1/invoices/{invoiceNumber}', () => {
  it("answers the company's invoice with its lines, and 404 INVOICE_NOT_FOUND for another company's", async () => {
    const [row] = (await list(SHIPPER)).invoices;
    if (!row) throw new Error('the shipper has no invoice');
    const answer = await callMock<Invoice>('GET', invoicePath(row.invoiceNumber), { token: await bearerOf(SHIPPER2) });
    expect(answer.status).toBe(200);
    const invoice = invoiceSchema.parse(answer.body);
    expect(invoice).toMatchObject({ invoiceNumber: row.invoiceNumber, total: row.total, status: row.status });
    expect(invoice.charges.length).toBeGreaterThan(0);

    const other = await callMock<ApiErrorBody>('GET', invoicePath(row.invoiceNumber), {
      token: await bearerOf(FORWARDER),
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('INVOICE_NOT_FOUND');
    expect((await callMock('GET', invoicePath(row.invoiceNumber))).status).toBe(401);
  });
});

describe('GET v1/invoices/files/downloads', () => {
  it('writes every matching invoice in the list order, not one page', async () => {
    const token = await bearerOf(SHIPPER);
    const rows = await list(SHIPPER, { sort: 'dueDate', pageSize: '50' });
    const response = await getRaw(INVOICES_EXPORT_PATH, token, 'sort=dueDate');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(INVOICES_EXPORT_MEDIA_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet(INVOICES_SHEET_NAME);
    const values = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(values[0]?.slice(1)).toEqual([...INVOICES_EXPORT_COLUMNS]);
    const numbers = values.slice(1).map((row) => row[1]);
    expect(numbers).toHaveLength(rows.totalCount);
    expect(numbers.slice(0, rows.invoices.length)).toEqual(rows.invoices.map((row) => row.invoiceNumber));

    const overdue = await list(FORWARDER, { status: 'OVERDUE' });
    const forwarderFile = await getRaw(INVOICES_EXPORT_PATH, await bearerOf(FORWARDER), 'status=OVERDUE');
    const forwarderBook = new ExcelJS.Workbook();
    await forwarderBook.xlsx.load(await forwarderFile.arrayBuffer());
    expect(forwarderBook.getWorksheet(INVOICES_SHEET_NAME)?.actualRowCount).toBe(overdue.totalCount + 1);
    expect((await getRaw(INVOICES_EXPORT_PATH, undefined)).status).toBe(401);
  });
});
