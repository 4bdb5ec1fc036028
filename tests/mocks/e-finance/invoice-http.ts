import { getResponse } from 'msw';
import { afterAll, beforeAll, vi } from 'vitest';

import {
  type InvoiceOpenAmounts,
  invoiceOpenAmountsSchema,
  INVOICES_OPEN_AMOUNTS_PATH,
} from '@/domain/invoice/invoice-contract';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { handlers } from '../../../mocks/handlers';
import { apiUrl } from '../../../mocks/http';
import { callMock, tokenOf } from '../booking/booking-http';

/** The instant the invoice tests run at (only Date is faked, so MSW's promises run): a Thursday, mid-week. */
export const INVOICE_NOW_MS = Date.parse('2026-11-26T03:00:00Z');

/** The demo accounts the invoice tests use. */
export const SHIPPER = DEMO_USERS.shipper.user.userId;
export const SHIPPER2 = DEMO_USERS.shipper2.user.userId;
export const FORWARDER = DEMO_USERS.forwarder.user.userId;

/** Fixes Date at {@link INVOICE_NOW_MS} for the file (the generated invoices of a week are the same at every call). */
export function useInvoiceClock(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(INVOICE_NOW_MS);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** A bearer token of `userId` valid at the current (faked) time. */
export function bearerOf(userId: string): Promise<string> {
  return tokenOf(userId, Date.now());
}

/** The raw answer of GET `path`?`query` (for the xlsx export, which is not JSON). */
export async function getRaw(path: string, token: string | undefined, query = ''): Promise<Response> {
  const origin = 'http://mock.test';
  const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
  const request = new Request(`${origin}${apiUrl(path)}${query ? `?${query}` : ''}`, { headers });
  const response = await getResponse(handlers, request, { baseUrl: origin });
  if (!response) throw new Error(`No mock handler answered GET ${path}`);
  return response;
}

/** GET v1/invoices/open-amounts as `userId` with `query` (the list's filters), checked by the contract's schema. */
export async function openAmountsOf(
  userId: string,
  query: Record<string, string> | URLSearchParams = {},
): Promise<InvoiceOpenAmounts> {
  const answer = await callMock<InvoiceOpenAmounts>('GET', INVOICES_OPEN_AMOUNTS_PATH, {
    token: await bearerOf(userId),
    query,
  });
  if (answer.status !== 200) throw new Error(`open amounts answered ${String(answer.status)}`);
  return invoiceOpenAmountsSchema.parse(answer.body);
}
