import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  type InTaxInvoice,
  type KrTaxInvoice,
  TAX_INVOICES_PATH,
  type TaxInvoice,
  type TaxInvoiceListResponse,
  taxInvoiceListResponseSchema,
  taxInvoicePath,
  taxInvoiceSchema,
} from '@/domain/invoice/tax-invoice-contract';
import { isValidGstin, isValidKrBrn } from '@/domain/invoice/tax-registration-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { callMock } from '../booking/booking-http';
import { bearerOf, FORWARDER, SHIPPER, useInvoiceClock } from './invoice-http';

useInvoiceClock();

const INDIA = DEMO_USERS.india.user.userId;

async function get<T>(path: string, userId: string, query?: Record<string, string>) {
  return callMock<T>('GET', path, { token: await bearerOf(userId), ...(query ? { query } : {}) });
}

async function list(userId: string, query?: Record<string, string>) {
  const answer = await get<TaxInvoiceListResponse>(TAX_INVOICES_PATH, userId, query);
  expect(answer.status).toBe(200);
  return taxInvoiceListResponseSchema.parse(answer.body);
}

async function detail<T extends TaxInvoice>(userId: string, id: string): Promise<T> {
  const answer = await get<T>(taxInvoicePath(id), userId);
  expect(answer.status).toBe(200);
  return taxInvoiceSchema.parse(answer.body) as T;
}

const sum = (amounts: readonly { amount: number }[]) => amounts.reduce((total, money) => total + money.amount, 0);

describe('GET v1/tax-invoices (KR)', () => {
  it("lists the shipper's Korean e-tax invoices, newest first, in KRW with valid registration numbers", async () => {
    const page = await list(SHIPPER, { pageSize: '50' });
    expect(page.totalCount).toBeGreaterThan(0);
    const dates = page.taxInvoices.map((row) => row.issueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of page.taxInvoices) {
      expect(row.country).toBe('KR');
      expect(row.invoiceNumber.startsWith('INVKR')).toBe(true);
      expect(isValidKrBrn(row.supplierRegistration) && isValidKrBrn(row.buyerRegistration)).toBe(true);
      expect(row.total.currency).toBe('KRW');
      expect(row.supplyValue.amount + row.taxAmount.amount).toBe(row.total.amount);
    }
  });

  it('answers one document whose lines add up: freight zero-rated, local charges at 10 %', async () => {
    const [row] = (await list(SHIPPER)).taxInvoices;
    const document = await detail<KrTaxInvoice>(SHIPPER, row?.taxInvoiceId ?? '');
    expect(document.approvalNumber).toMatch(new RegExp(`^${document.issueDate.replaceAll('-', '')}\\d{16}$`));
    expect(document.buyer.name).toBe('Hanil Electronics Co., Ltd.');
    expect(sum(document.lines.map((line) => line.supplyValue))).toBe(document.supplyValue.amount);
    expect(sum(document.lines.map((line) => line.vat))).toBe(document.taxAmount.amount);
    for (const line of document.lines) {
      expect(line.vat.amount).toBe(Math.floor((line.supplyValue.amount * line.vatRate) / 100));
      expect([0, 10]).toContain(line.vatRate);
    }
  });

  it('filters by invoice number, B/L and issue date range, and pages', async () => {
    const all = await list(SHIPPER, { pageSize: '50' });
    const first = all.taxInvoices[0];
    if (!first) throw new Error('no tax invoice');
    const byNumber = await list(SHIPPER, { invoiceNumber: ` ${first.invoiceNumber.toLowerCase()} ` });
    expect(byNumber.taxInvoices.map((row) => row.invoiceNumber)).toEqual([first.invoiceNumber]);
    const byBl = await list(SHIPPER, { transportDocumentReference: first.transportDocumentReference });
    expect(byBl.taxInvoices.every((row) => row.transportDocumentReference === first.transportDocumentReference)).toBe(
      true,
    );
    const byDate = await list(SHIPPER, { issueFrom: first.issueDate, issueTo: first.issueDate, pageSize: '50' });
    expect(byDate.taxInvoices.every((row) => row.issueDate === first.issueDate)).toBe(true);
    expect(byDate.totalCount).toBe(all.taxInvoices.filter((row) => row.issueDate === first.issueDate).length);
    const second = await list(SHIPPER, { page: '2', pageSize: '10' });
    expect(second.taxInvoices.map((row) => row.taxInvoiceId)).toEqual(
      all.taxInvoices.slice(10, 20).map((row) => row.taxInvoiceId),
    );
  });
});

describe('GET v1/tax-invoices (IN)', () => {
  it('answers GST e-invoices with the IRN of GSTIN + fiscal year + type + number and CGST = SGST within a state', async () => {
    const page = await list(INDIA, { pageSize: '50' });
    expect(page.totalCount).toBeGreaterThan(0);
    const [row] = page.taxInvoices;
    const document = await detail<InTaxInvoice>(INDIA, row?.taxInvoiceId ?? '');
    expect(isValidGstin(document.supplier.gstin) && isValidGstin(document.buyer.gstin)).toBe(true);
    const year = Number(document.issueDate.slice(0, 4));
    const start = Number(document.issueDate.slice(5, 7)) >= 4 ? year : year - 1;
    const fiscalYear = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    const irn = createHash('sha256')
      .update(`${document.supplier.gstin}${fiscalYear}INV${document.invoiceNumber}`)
      .digest('hex');
    expect(document.irn).toBe(irn);
    expect(document.interState).toBe(false);
    expect(document.placeOfSupply).toEqual({ stateCode: '27', stateName: 'Maharashtra' });
    expect(document.igst.amount).toBe(0);
    expect(document.cgst).toEqual(document.sgst);
    expect(document.supplyValue.amount + document.taxAmount.amount).toBe(document.total.amount);
    expect(document.signedQrCode.split('.')).toHaveLength(3);
    for (const line of document.lines) {
      expect(line.gstRate).toBe(line.sac === '996521' ? 5 : 18);
      expect(['996521', '996711', '996759']).toContain(line.sac);
      expect(line.cgst.amount).toBe(Math.round((line.taxableValue.amount * line.gstRate) / 200));
    }
    expect(sum(document.lines.map((line) => line.cgst))).toBe(document.cgst.amount);
  });
});

describe('who may ask', () => {
  it('answers 403 to a user whose country has no tax invoice and 401 without a login', async () => {
    expect((await get(TAX_INVOICES_PATH, FORWARDER)).status).toBe(403);
    expect((await get(taxInvoicePath('TXKR6500000042'), FORWARDER)).status).toBe(403);
    expect((await callMock('GET', TAX_INVOICES_PATH)).status).toBe(401);
  });

  it("answers 404 for an unknown id and for another country's", async () => {
    expect((await get(taxInvoicePath('TXKR0000000001'), SHIPPER)).status).toBe(404);
    const [row] = (await list(INDIA)).taxInvoices;
    expect((await get(taxInvoicePath(row?.taxInvoiceId ?? ''), SHIPPER)).status).toBe(404);
    expect((await get(taxInvoicePath('not-an-id'), SHIPPER)).status).toBe(404);
  });

  it('refuses a query the contract refuses', async () => {
    expect((await get(TAX_INVOICES_PATH, SHIPPER, { pageSize: '7' })).status).toBe(400);
    expect((await get(TAX_INVOICES_PATH, SHIPPER, { issueFrom: '2026-13-01' })).status).toBe(400);
  });
});
