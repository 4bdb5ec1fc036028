import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  DISPUTE_ISSUES,
  disputeListResponseSchema,
  type DisputeRequest,
  disputeRequestSchema,
  DISPUTES_PATH,
  disputeSchema,
} from '@/domain/invoice/dispute-contract';
import type { Invoice } from '@/domain/invoice/invoice-contract';

import { apiUrl, badRequest, errorResponse, fieldErrorResponse, requireIdempotencyKey } from '../http';
import {
  disputeByKey,
  disputesOf,
  disputeSummariesOf,
  disputeView,
  type StoredDisputeItem,
  storeDispute,
} from './dispute-store';
import { eFinanceUserOf } from './flag-guard';
import { convertMoney } from './invoice-money';
import { companyOf } from './invoice-sources';
import { findInvoice } from './invoice-store';

/*
 * The mock carrier's invoice dispute API (contract: src/domain/invoice/dispute-contract.ts; docs/areas/e-finance.md).
 *
 * POST {API}/v1/invoice-disputes + Idempotency-Key -> 201 Dispute; the same key of the same user -> 200 the same dispute
 * GET  {API}/v1/invoice-disputes                   -> 200 DisputeListResponse (the company's, newest first)
 * GET  {API}/v1/invoice-disputes/{disputeId}       -> 200 Dispute; 404 DISPUTE_NOT_FOUND
 *
 * 400 INVALID_REQUEST with field errors (more than 50 items: `$.items` 'too-many-items'; an unknown invoice or line, or
 * a disputed amount above the line's: on the item); 401 UNAUTHORIZED; 403 FEATURE_DISABLED when the `dispute` or
 * `eFinance` flag is off for the user's country.
 */

/** The user of a request, or the refusal: 401 without a valid bearer, 403 when e-finance or disputes are off. */
const userOf = (request: Request) =>
  eFinanceUserOf(request, 'dispute', {
    login: 'Log in to see your disputes.',
    off: 'Disputes are not available for your country.',
  });

/** The request's items checked against the company's invoices: the stored items, or the field errors. */
function itemsOf(
  userId: string,
  request: DisputeRequest,
  nowMs: number,
): StoredDisputeItem[] | { jsonPath: string; message: string }[] {
  const invoices = new Map<string, Invoice | undefined>();
  const items: StoredDisputeItem[] = [];
  const errors: { jsonPath: string; message: string }[] = [];
  const seen = new Set<string>();
  request.items.forEach((item, index) => {
    if (!invoices.has(item.invoiceNumber))
      invoices.set(item.invoiceNumber, findInvoice(userId, item.invoiceNumber, nowMs));
    const invoice = invoices.get(item.invoiceNumber);
    const line = invoice?.charges[item.lineNumber - 1];
    const key = `${item.invoiceNumber}#${item.lineNumber}`;
    if (!invoice || !line || seen.has(key)) {
      errors.push({ jsonPath: `$.items[${index}]`, message: DISPUTE_ISSUES.line });
      return;
    }
    seen.add(key);
    const { amount } = item.disputedAmount;
    if (item.disputedAmount.currency !== line.amount.currency || amount <= 0 || amount > line.amount.amount) {
      errors.push({ jsonPath: `$.items[${index}].disputedAmount`, message: DISPUTE_ISSUES.amount });
      return;
    }
    const rate = invoice.exchangeRates.find((entry) => entry.fromCurrency === line.amount.currency);
    items.push({
      ...item,
      chargeCode: line.chargeCode,
      chargeName: line.chargeName,
      lineAmount: line.amount,
      inInvoiceCurrency: rate ? convertMoney(item.disputedAmount, rate) : item.disputedAmount,
    });
  });
  return errors.length ? errors : items;
}

/** Handlers of the dispute resource. */
export const disputeHandlers: RequestHandler[] = [
  http.post(apiUrl(DISPUTES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const key = requireIdempotencyKey(request);
    if (key instanceof Response) return key;
    const nowMs = Date.now();
    const { customerCode } = companyOf(userId);
    const earlier = disputeByKey(customerCode, userId, key);
    if (earlier) return HttpResponse.json(disputeSchema.parse(disputeView(earlier, nowMs)));
    const parsed = disputeRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return badRequest(parsed.error);
    const items = itemsOf(userId, parsed.data, nowMs);
    if (!items.every((item) => 'chargeCode' in item)) {
      return fieldErrorResponse(400, 'INVALID_REQUEST', 'Some items cannot be disputed.', items);
    }
    const stored = storeDispute(customerCode, {
      userId,
      idempotencyKey: key,
      submittedMs: nowMs,
      reason: parsed.data.reason,
      comment: parsed.data.comment.trim(),
      items,
      attachments: parsed.data.attachments.map(({ fileName, mediaType, size }) => ({ fileName, mediaType, size })),
    });
    return HttpResponse.json(disputeSchema.parse(disputeView(stored, nowMs)), { status: 201 });
  }),
  http.get(apiUrl(DISPUTES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const disputes = disputeSummariesOf(companyOf(userId).customerCode, Date.now());
    return HttpResponse.json(disputeListResponseSchema.parse({ disputes }));
  }),
  http.get(apiUrl(`${DISPUTES_PATH}/:disputeId`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const disputeId = String(params.disputeId);
    const dispute = disputesOf(companyOf(userId).customerCode).find((entry) => entry.disputeId === disputeId);
    return dispute
      ? HttpResponse.json(disputeSchema.parse(disputeView(dispute, Date.now())))
      : errorResponse(404, 'DISPUTE_NOT_FOUND', `There is no dispute ${disputeId} of your company.`);
  }),
];
