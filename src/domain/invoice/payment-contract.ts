import { z } from '@/config/zod-mini';
import { currencyCodeSchema, moneySchema } from '@/domain/money/money';
import { pageAnswerShape, pageQueryShape } from '@/domain/paging/paging-contract';

import { invoiceNumberSchema } from './invoice-contract';

/*
 * The online payment API contract (ours; DCSA publishes none), docs/areas/e-finance.md "Online payment". A payment pays
 * the whole open amount of one or more open invoices of the user's company in one currency; the card is taken by the
 * carrier's payment gateway (in the mock, a test gateway page of the portal), which asks a 3-D Secure-like challenge.
 *
 * Calls (paths relative to the main API base):
 *   POST v1/payments  PaymentRequest + Idempotency-Key -> 201 Payment (the same key and body -> 200 the same payment;
 *                     the same key with another body -> 409 IDEMPOTENCY_KEY_REUSED)
 *   GET  v1/payments?page&pageSize                    -> 200 PaymentListResponse (the company's, newest first)
 *   GET  v1/payments/{paymentId}                      -> 200 Payment; 404 PAYMENT_NOT_FOUND
 *   POST v1/payment-gateway/{paymentId}/card      GatewayCardRequest      -> 200 Payment (CHALLENGE)
 *   POST v1/payment-gateway/{paymentId}/challenge GatewayChallengeRequest -> 200 Payment (SUCCEEDED, DECLINED,
 *                     ABANDONED); the same decision again answers the same payment; 409 PAYMENT_NOT_IN_CHALLENGE
 *
 * Errors: 400 INVALID_REQUEST with field errors whose messages are the codes of PAYMENT_ISSUES (the page translates
 * them at the field), 401, 403 FEATURE_DISABLED (the `payment` flag is off for the user's country), 404, 409.
 * Amounts in integer minor units of the payment's currency; instants ISO 8601 UTC.
 */

/** Path of the payment history and of a new payment. */
export const PAYMENTS_PATH = 'v1/payments';
/** Path of one payment. */
export const paymentPath = (paymentId: string) => `${PAYMENTS_PATH}/${encodeURIComponent(paymentId)}`;
/** Path of the test payment gateway's calls. */
export const PAYMENT_GATEWAY_PATH = 'v1/payment-gateway';
/** Path of the gateway's card step of a payment. */
export const gatewayCardPath = (paymentId: string) => `${PAYMENT_GATEWAY_PATH}/${encodeURIComponent(paymentId)}/card`;
/** Path of the gateway's challenge step of a payment. */
export const gatewayChallengePath = (paymentId: string) =>
  `${PAYMENT_GATEWAY_PATH}/${encodeURIComponent(paymentId)}/challenge`;

/**
 * Where a payment stands: INITIATED (created, no card yet), CHALLENGE (card taken, the challenge is asked), then
 * SUCCEEDED, DECLINED or ABANDONED; PENDING while the gateway's answer is not known to the carrier yet (it becomes one
 * of the three; the portal asks again, it never pays again).
 */
export const PAYMENT_STATUSES = ['INITIATED', 'CHALLENGE', 'SUCCEEDED', 'DECLINED', 'ABANDONED', 'PENDING'] as const;
/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** Statuses after which a payment never changes again. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['SUCCEEDED', 'DECLINED', 'ABANDONED'];

/** The answers of the challenge step. */
export const CHALLENGE_DECISIONS = ['ACCEPT', 'DECLINE', 'ABANDON'] as const;
/** One of {@link CHALLENGE_DECISIONS}. */
export type ChallengeDecision = (typeof CHALLENGE_DECISIONS)[number];

/** Invoices one payment may pay (our choice: a page of the invoice list). */
export const PAYMENT_INVOICES_MAX = 50;

/** Issue codes of the requests; the pages show `issue.<code>` of the `payment` namespace at the field. */
export const PAYMENT_ISSUES = {
  noInvoices: 'no-invoices',
  tooManyInvoices: 'too-many-invoices',
  unknownInvoice: 'unknown-invoice',
  notOpen: 'not-open',
  inPayment: 'in-payment',
  repeated: 'repeated-invoice',
  mixedCurrencies: 'mixed-currencies',
  aboveOpen: 'above-open-amount',
  amountChanged: 'amount-changed',
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  holder: 'card-holder',
} as const;

/** True when `digits` (only digits) passes the Luhn check (ISO/IEC 7812-1 Annex B). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The body of POST v1/payments: the invoices (each once, at most {@link PAYMENT_INVOICES_MAX}), their currency, and
 * optionally the amount the user reviewed (minor units): what the card pays after the credit notes the payment applies
 * (`creditsToApply` of credit-note-contract.ts; 0 when they cover all); the server refuses it when it differs.
 */
export const paymentRequestSchema = z.object({
  invoiceNumbers: z.array(invoiceNumberSchema).check(
    z.minLength(1, PAYMENT_ISSUES.noInvoices),
    z.maxLength(PAYMENT_INVOICES_MAX, PAYMENT_ISSUES.tooManyInvoices),
    z.refine((numbers) => new Set(numbers).size === numbers.length, PAYMENT_ISSUES.repeated),
  ),
  currency: currencyCodeSchema,
  amount: z.optional(z.number().check(z.int(), z.nonnegative())),
});
/** See {@link paymentRequestSchema}. */
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** What the payment pays of one invoice: its open amount when the payment was made (minor units). */
export const paymentAllocationSchema = z.object({ invoiceNumber: z.string(), amount: moneySchema });
/** See {@link paymentAllocationSchema}. */
export type PaymentAllocation = z.infer<typeof paymentAllocationSchema>;

/**
 * A credit note applied before the card pays the rest (credit-note-contract.ts `creditsToApply`; docs/areas/e-finance.md
 * "Credit notes"): its number and the amount applied in the payment's currency (minor units).
 */
export const appliedCreditSchema = z.object({ creditNoteNumber: z.string(), amount: moneySchema });
/** See {@link appliedCreditSchema}. */
export type AppliedCredit = z.infer<typeof appliedCreditSchema>;

/** A payment's history row. */
export const paymentSummarySchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** What the card pays, in minor units of `currency`: the invoices' open amounts less the applied credits. */
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: currencyCodeSchema,
  invoiceNumbers: z.array(z.string()),
  createdDateTime: z.string(),
});
/** See {@link paymentSummarySchema}. */
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/**
 * One payment: the row's facts, what it pays per invoice, the applied credit notes, the
 * gateway page to continue at (same origin as the portal; while INITIATED or CHALLENGE), the card's last four digits
 * once given, and when it settled.
 */
export const paymentSchema = z.extend(paymentSummarySchema, {
  allocations: z.array(paymentAllocationSchema),
  appliedCredits: z.array(appliedCreditSchema),
  gatewayUrl: z.optional(z.string()),
  cardLast4: z.optional(z.string()),
  settledDateTime: z.optional(z.string()),
});
/** See {@link paymentSchema}. */
export type Payment = z.infer<typeof paymentSchema>;

/** Query of the history (page sizes of docs/requirements.md §9). */
export const paymentListParamsSchema = z.object({
  ...pageQueryShape,
});
/** See {@link paymentListParamsSchema}. */
export type PaymentListParams = z.infer<typeof paymentListParamsSchema>;

/** Answer of GET v1/payments: one page, newest first, and the count over all pages. */
export const paymentListResponseSchema = z.object({
  payments: z.array(paymentSummarySchema),
  ...pageAnswerShape,
});
/** See {@link paymentListResponseSchema}. */
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/**
 * The gateway's card step: number (digits, spaces allowed, 12-19 digits, Luhn), expiry month and two-digit year (not
 * past at `nowMs` of the check: the server checks it), CVC (3 or 4 digits) and the holder's name.
 */
export const gatewayCardRequestSchema = z.object({
  cardNumber: z.string().check(
    z.refine((value) => /^\d{12,19}$/.test(value.replace(/\s/g, '')), PAYMENT_ISSUES.cardNumber),
    z.refine((value) => passesLuhn(value.replace(/\s/g, '')), PAYMENT_ISSUES.cardNumber),
  ),
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, PAYMENT_ISSUES.expiry)),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, PAYMENT_ISSUES.cvc)),
  holderName: z.string().check(z.trim(), z.minLength(1, PAYMENT_ISSUES.holder), z.maxLength(70)),
});
/** See {@link gatewayCardRequestSchema}. */
export type GatewayCardRequest = z.infer<typeof gatewayCardRequestSchema>;

/** True when card expiry 'MM/YY' is this month or later at `nowMs` (UTC). */
export function expiryIsCurrent(expiry: string, nowMs: number): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const now = new Date(nowMs);
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** The gateway's challenge step: the cardholder accepts, declines or abandons. */
export const gatewayChallengeRequestSchema = z.object({ decision: z.enum(CHALLENGE_DECISIONS) });
/** See {@link gatewayChallengeRequestSchema}. */
export type GatewayChallengeRequest = z.infer<typeof gatewayChallengeRequestSchema>;

/**
 * The mock gateway's test card whose challenge answer the carrier "loses": the gateway settles the payment, the
 * portal's call fails, and the payment shows PENDING for {@link LOST_ANSWER_PENDING_MS} before it settles. A QA hook
 * of the test gateway, like a real gateway's test cards (docs/areas/e-finance.md "Online payment").
 */
export const LOST_ANSWER_TEST_CARD = '4000000000000259';
/** How long a payment whose answer was lost shows PENDING, in ms. */
export const LOST_ANSWER_PENDING_MS = 4000;
