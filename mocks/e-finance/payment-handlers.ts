import { http, HttpResponse, type RequestHandler } from 'msw';

import { paths } from '@/config/paths';
import { creditsToApply } from '@/domain/invoice/credit-note-contract';
import type { Invoice } from '@/domain/invoice/invoice-contract';
import {
  type AppliedCredit,
  expiryIsCurrent,
  gatewayCardRequestSchema,
  gatewayChallengeRequestSchema,
  LOST_ANSWER_TEST_CARD,
  PAYMENT_GATEWAY_PATH,
  PAYMENT_ISSUES,
  type PaymentAllocation,
  paymentListParamsSchema,
  paymentListResponseSchema,
  type PaymentRequest,
  paymentRequestSchema,
  PAYMENTS_PATH,
  paymentSchema,
} from '@/domain/invoice/payment-contract';
import type { ApiFieldError } from '@/lib/api-error';

import { apiUrl, badRequest, errorResponse, fieldErrorResponse, requireIdempotencyKey } from '../http';
import { creditNotesOf } from './credit-note-ledger';
import { eFinanceUserOf } from './flag-guard';
import { companyOf } from './invoice-sources';
import { storeSettlement } from './invoice-status';
import { findInvoice } from './invoice-store';
import {
  findPayment,
  holdsInvoices,
  paymentByKey,
  paymentPageOf,
  paymentsOf,
  paymentStatusAt,
  paymentView,
  pendingUntil,
  type StoredPayment,
  storePayment,
  updatePayment,
} from './payment-store';

/*
 * The mock carrier's online payment API and its test payment gateway (contract: src/domain/invoice/payment-contract.ts;
 * docs/areas/e-finance.md "Online payment").
 *
 * POST {API}/v1/payments + Idempotency-Key -> 201 Payment; same key and body -> 200 the same; other body -> 409
 *      (the company's credit notes of the currency are applied first; when they cover all, SUCCEEDED at once)
 * GET  {API}/v1/payments?page&pageSize     -> 200 PaymentListResponse (the company's, newest first)
 * GET  {API}/v1/payments/{paymentId}       -> 200 Payment; 404 PAYMENT_NOT_FOUND
 * POST {API}/v1/payment-gateway/{id}/card      -> 200 Payment (CHALLENGE); 400 field errors; 409 not awaiting a card
 * POST {API}/v1/payment-gateway/{id}/challenge -> 200 Payment (the outcome); 409 not in the challenge
 *
 * 400 INVALID_REQUEST with field errors (codes of PAYMENT_ISSUES); 401 UNAUTHORIZED; 403 FEATURE_DISABLED when the
 * `eFinance` or `payment` flag is off for the user's country. Answers pass the contract's schemas.
 */

/** The user of a request, or the refusal: 401 without a valid bearer, 403 when e-finance or payment is off. */
const userOf = (request: Request) =>
  eFinanceUserOf(request, 'payment', {
    login: 'Log in to pay your invoices.',
    off: 'Online payment is not available for your country.',
  });

/** The test gateway's page of payment `paymentId`, a path of the portal itself (never another origin). */
function gatewayPageOf(paymentId: string): string {
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${paths.paymentGateway.href(paymentId)}`;
}

function answer(payment: StoredPayment, nowMs: number, status = 200): Response {
  return HttpResponse.json(paymentSchema.parse(paymentView(payment, nowMs, gatewayPageOf(payment.paymentId))), {
    status,
  });
}

/** True when `invoice` can be paid: something is open and no dispute is under review. */
function isPayable(invoice: Invoice): boolean {
  return invoice.open.amount > 0 && invoice.disputed.amount === 0 && invoice.status !== 'DISPUTED';
}

/**
 * The request checked against the company's invoices and payments at `nowMs`: what the payment pays of each invoice
 * (its whole open amount), or the field errors.
 */
function allocationsOf(userId: string, request: PaymentRequest, nowMs: number): PaymentAllocation[] | ApiFieldError[] {
  const { customerCode } = companyOf(userId);
  const held = new Set(
    paymentsOf(customerCode)
      .filter((payment) => holdsInvoices(payment, nowMs))
      .flatMap((payment) => payment.allocations.map((allocation) => allocation.invoiceNumber)),
  );
  const errors: ApiFieldError[] = [];
  const allocations: PaymentAllocation[] = [];
  request.invoiceNumbers.forEach((invoiceNumber, index) => {
    const jsonPath = `$.invoiceNumbers[${index}]`;
    const invoice = findInvoice(userId, invoiceNumber, nowMs);
    if (!invoice) errors.push({ jsonPath, message: PAYMENT_ISSUES.unknownInvoice });
    else if (invoice.invoiceCurrency !== request.currency) {
      errors.push({ jsonPath: '$.currency', message: PAYMENT_ISSUES.mixedCurrencies });
    } else if (!isPayable(invoice)) errors.push({ jsonPath, message: PAYMENT_ISSUES.notOpen });
    else if (held.has(invoice.invoiceNumber)) errors.push({ jsonPath, message: PAYMENT_ISSUES.inPayment });
    else allocations.push({ invoiceNumber: invoice.invoiceNumber, amount: invoice.open });
  });
  // Several invoices of another currency make one `$.currency` error, not one each.
  if (errors.length) return [...new Map(errors.map((error) => [`${error.jsonPath}|${error.message}`, error])).values()];
  return allocations;
}

/**
 * The credit notes the payment applies first (the contract's `creditsToApply` over the company's credit notes with
 * something remaining) and what the card pays; refused when the user reviewed another card amount.
 */
function creditsOf(
  userId: string,
  request: PaymentRequest,
  allocations: PaymentAllocation[],
  nowMs: number,
): { appliedCredits: AppliedCredit[]; cardAmount: number } | ApiFieldError[] {
  const credits = creditNotesOf(userId, nowMs);
  const applied = creditsToApply(allocations, credits, request.currency);
  if (request.amount !== undefined && request.amount !== applied.cardAmount) {
    const message = request.amount > applied.cardAmount ? PAYMENT_ISSUES.aboveOpen : PAYMENT_ISSUES.amountChanged;
    return [{ jsonPath: '$.amount', message }];
  }
  return applied;
}

/** The request's identity for the Idempotency-Key: invoices in order, currency, amount. */
function fingerprintOf(request: PaymentRequest): string {
  return JSON.stringify([[...request.invoiceNumbers].sort(), request.currency, request.amount ?? null]);
}

async function createPayment(request: Request): Promise<Response> {
  const userId = await userOf(request);
  if (userId instanceof Response) return userId;
  const key = requireIdempotencyKey(request);
  if (key instanceof Response) return key;
  const nowMs = Date.now();
  const parsed = paymentRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error);
  const { customerCode } = companyOf(userId);
  const fingerprint = fingerprintOf(parsed.data);
  const earlier = paymentByKey(customerCode, userId, key);
  if (earlier) {
    return earlier.requestFingerprint === fingerprint
      ? answer(earlier, nowMs)
      : errorResponse(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another payment.');
  }
  const allocations = allocationsOf(userId, parsed.data, nowMs);
  if (!allocations.every((entry) => 'invoiceNumber' in entry)) {
    return fieldErrorResponse(400, 'INVALID_REQUEST', 'These invoices cannot be paid together.', allocations);
  }
  const credits = creditsOf(userId, parsed.data, allocations, nowMs);
  if (Array.isArray(credits)) {
    return fieldErrorResponse(400, 'INVALID_REQUEST', 'The amount to pay has changed.', credits);
  }
  // Credit notes covering everything: nothing for the card, so the payment succeeds without the gateway.
  const coveredByCredits = credits.cardAmount === 0;
  const stored = storePayment(customerCode, {
    userId,
    idempotencyKey: key,
    requestFingerprint: fingerprint,
    createdMs: nowMs,
    currency: parsed.data.currency,
    allocations,
    ...(credits.appliedCredits.length ? { appliedCredits: credits.appliedCredits } : {}),
    state: coveredByCredits ? 'SUCCEEDED' : 'INITIATED',
    ...(coveredByCredits ? { settledMs: nowMs } : {}),
  });
  if (coveredByCredits) settleInvoices(userId, customerCode, stored, nowMs);
  return answer(stored, nowMs, 201);
}

/** The payment of the request's `paymentId` in the user's company, or the refusal. */
async function paymentOfRequest(
  request: Request,
  paymentId: string,
): Promise<{ userId: string; customerCode: string; payment: StoredPayment } | Response> {
  const userId = await userOf(request);
  if (userId instanceof Response) return userId;
  const { customerCode } = companyOf(userId);
  const payment = findPayment(customerCode, paymentId);
  if (!payment) return errorResponse(404, 'PAYMENT_NOT_FOUND', `There is no payment ${paymentId} of your company.`);
  return { userId, customerCode, payment };
}

async function takeCard(request: Request, paymentId: string): Promise<Response> {
  const found = await paymentOfRequest(request, paymentId);
  if (found instanceof Response) return found;
  const { customerCode, payment } = found;
  const nowMs = Date.now();
  const parsed = gatewayCardRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error);
  const digits = parsed.data.cardNumber.replace(/\s/g, '');
  if (!expiryIsCurrent(parsed.data.expiry, nowMs)) {
    return fieldErrorResponse(400, 'INVALID_REQUEST', 'The card has expired.', [
      { jsonPath: '$.expiry', message: PAYMENT_ISSUES.expiry, property: 'expiry' },
    ]);
  }
  const status = paymentStatusAt(payment, nowMs);
  // A retried card step (its answer was lost) answers the challenge it already reached.
  if (status === 'CHALLENGE' && payment.cardLast4 === digits.slice(-4)) return answer(payment, nowMs);
  if (status !== 'INITIATED') {
    return errorResponse(409, 'PAYMENT_NOT_AWAITING_CARD', `Payment ${paymentId} does not wait for a card.`);
  }
  // Only the last four digits are kept: the receipt names the card by them.
  const next: StoredPayment = {
    ...payment,
    state: 'CHALLENGE',
    cardLast4: digits.slice(-4),
    ...(digits === LOST_ANSWER_TEST_CARD ? { lostAnswer: true } : {}),
  };
  updatePayment(customerCode, next);
  return answer(next, nowMs);
}

/** Marks the payment's invoices paid by what it paid of each (docs/areas/e-finance.md "Statuses"). */
function settleInvoices(userId: string, customerCode: string, payment: StoredPayment, nowMs: number): void {
  for (const allocation of payment.allocations) {
    const invoice = findInvoice(userId, allocation.invoiceNumber, nowMs);
    if (!invoice) continue;
    const paid = Math.min(invoice.total.amount, invoice.paid.amount + allocation.amount.amount);
    storeSettlement(customerCode, allocation.invoiceNumber, { paid, disputed: 0 });
  }
}

async function decideChallenge(request: Request, paymentId: string): Promise<Response> {
  const found = await paymentOfRequest(request, paymentId);
  if (found instanceof Response) return found;
  const { userId, customerCode, payment } = found;
  const nowMs = Date.now();
  const parsed = gatewayChallengeRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error);
  const { decision } = parsed.data;
  // The same decision again (a retry after a lost answer) answers the payment as it stands: it never pays twice.
  if (payment.decision === decision) return answer(payment, nowMs);
  if (paymentStatusAt(payment, nowMs) !== 'CHALLENGE') {
    return errorResponse(409, 'PAYMENT_NOT_IN_CHALLENGE', `Payment ${paymentId} is not waiting for the challenge.`);
  }
  const state = decision === 'ACCEPT' ? 'SUCCEEDED' : decision === 'DECLINE' ? 'DECLINED' : 'ABANDONED';
  const next: StoredPayment = {
    ...payment,
    state,
    decision,
    settledMs: nowMs,
    ...(payment.lostAnswer ? { pendingUntilMs: pendingUntil(nowMs) } : {}),
  };
  updatePayment(customerCode, next);
  if (state === 'SUCCEEDED') settleInvoices(userId, customerCode, next, nowMs);
  // The QA test card: the gateway decided, the answer never reaches the portal (it must ask, not pay again).
  return payment.lostAnswer ? HttpResponse.error() : answer(next, nowMs);
}

/** Handlers of the payment resource and of the test gateway. */
export const paymentHandlers: RequestHandler[] = [
  http.post(apiUrl(PAYMENTS_PATH), ({ request }) => createPayment(request)),
  http.get(apiUrl(PAYMENTS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const parsed = paymentListParamsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return badRequest(parsed.error);
    const { page, pageSize } = parsed.data;
    const rows = paymentPageOf(companyOf(userId).customerCode, page, pageSize, Date.now());
    return HttpResponse.json(paymentListResponseSchema.parse({ ...rows, page, pageSize }));
  }),
  http.get(apiUrl(`${PAYMENTS_PATH}/:paymentId`), async ({ request, params }) => {
    const found = await paymentOfRequest(request, String(params.paymentId));
    return found instanceof Response ? found : answer(found.payment, Date.now());
  }),
  http.post(apiUrl(`${PAYMENT_GATEWAY_PATH}/:paymentId/card`), ({ request, params }) =>
    takeCard(request, String(params.paymentId)),
  ),
  http.post(apiUrl(`${PAYMENT_GATEWAY_PATH}/:paymentId/challenge`), ({ request, params }) =>
    decideChallenge(request, String(params.paymentId)),
  ),
];
