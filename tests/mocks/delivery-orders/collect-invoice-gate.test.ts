import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  DELIVERY_ORDERS_PATH,
  type DeliveryOrderRequest,
  IMPORT_DOCUMENTS_PATH,
  type ImportDocumentListResponse,
} from '@/domain/delivery-order/delivery-order-contract';
import { type Invoice, invoicePath } from '@/domain/invoice/invoice-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { IMPORTER_CUSTOMER_CODE } from '../../../mocks/booking/import-shipments';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { storeSettlement } from '../../../mocks/e-finance/invoice-status';
import { callMock, tokenOf } from '../booking/booking-http';

/*
 * One source of truth for the DO gate (docs/areas/vgm-delivery-orders.md, "When a DO can be requested"): the delivery
 * order mock reads the e-finance status of the B/L's collect invoice, so paying it opens the gate and disputing a paid
 * one's amount closes it again.
 */

const NOW_MS = Date.parse('2026-11-21T02:00:00Z');
const SHIPPER = DEMO_USERS.shipper.user.userId;
const [SURRENDERED, SWB_OPEN] = IMPORT_BL_NUMBERS as [string, string];

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_MS);
});
afterAll(() => {
  vi.useRealTimers();
});

function requestOf(bl: string): DeliveryOrderRequest {
  return {
    transportDocumentReference: bl,
    releaseParty: { partyName: 'Busan Haulage Co.', contactName: 'Lee Jun-ho', phone: '+82 51 600 1234' },
    pickupWindow: { startDateTime: '2026-11-22T09:00:00+09:00', endDateTime: '2026-11-22T12:00:00+09:00' },
  };
}

async function collectInvoiceOf(bl: string) {
  const answer = await callMock<ImportDocumentListResponse>('GET', IMPORT_DOCUMENTS_PATH, {
    token: await tokenOf(SHIPPER),
  });
  const [invoice] =
    answer.body.importDocuments.find((doc) => doc.transportDocumentReference === bl)?.collectInvoices ?? [];
  if (!invoice) throw new Error(`${bl} names no collect invoice`);
  const detail = await callMock<Invoice>('GET', invoicePath(invoice.invoiceNumber), { token: await tokenOf(SHIPPER) });
  expect(detail.status).toBe(200);
  return { ...invoice, total: detail.body.total.amount, detailStatus: detail.body.status };
}

async function requestDo(bl: string, key: string) {
  return callMock<Partial<ApiErrorBody>>('POST', DELIVERY_ORDERS_PATH, {
    token: await tokenOf(SHIPPER),
    body: requestOf(bl),
    idempotencyKey: key,
  });
}

describe('the DO gate reads the e-finance invoice', () => {
  it('answers 409 while the collect invoice is OPEN and accepts the request once it is PAID', async () => {
    const open = await collectInvoiceOf(SWB_OPEN);
    expect([open.status, open.detailStatus]).toEqual(['OPEN', 'OPEN']);
    const refused = await requestDo(SWB_OPEN, 'gate-1');
    expect([refused.status, refused.body.code]).toEqual([409, 'COLLECT_CHARGES_OPEN']);
    storeSettlement(IMPORTER_CUSTOMER_CODE, open.invoiceNumber, { paid: open.total, disputed: 0 });
    expect((await collectInvoiceOf(SWB_OPEN)).status).toBe('PAID');
    expect((await requestDo(SWB_OPEN, 'gate-2')).status).toBe(201);
  });

  it('closes the gate of a paid B/L while its invoice is disputed', async () => {
    const paid = await collectInvoiceOf(SURRENDERED);
    expect(paid.status).toBe('PAID');
    storeSettlement(IMPORTER_CUSTOMER_CODE, paid.invoiceNumber, { paid: 0, disputed: paid.total });
    const disputed = await collectInvoiceOf(SURRENDERED);
    expect([disputed.status, disputed.detailStatus]).toEqual(['DISPUTED', 'DISPUTED']);
    const refused = await requestDo(SURRENDERED, 'gate-3');
    expect([refused.status, refused.body.code]).toEqual([409, 'COLLECT_CHARGES_OPEN']);
  });
});
