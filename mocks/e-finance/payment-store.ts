import {
  type AppliedCredit,
  type ChallengeDecision,
  LOST_ANSWER_PENDING_MS,
  type Payment,
  type PaymentAllocation,
  type PaymentStatus,
  type PaymentSummary,
} from '@/domain/invoice/payment-contract';

import { defineTable } from '../db';

/*
 * The online payments of the mock carrier (docs/areas/e-finance.md "Online payment"), stored per company (customerCode)
 * in the mock db: the invoices are the company's, so every account of the company sees the payment of its invoices.
 * A payment is created INITIATED, moves to CHALLENGE once the test gateway took a card, and ends SUCCEEDED, DECLINED or
 * ABANDONED with the challenge's decision. When the gateway's answer was "lost" (the QA test card), it shows PENDING
 * until `pendingUntilMs`, then its outcome. One left INITIATED or CHALLENGE for {@link PAYMENT_SESSION_MS} is
 * ABANDONED (the gateway's session ran out), so it no longer holds its invoices.
 */

/** How long the gateway keeps a payment's session open before it counts as abandoned, in ms. */
export const PAYMENT_SESSION_MS = 15 * 60_000;

/** A stored payment: what was asked, by whom, when (epoch ms), under which Idempotency-Key and body. */
export interface StoredPayment {
  paymentId: string;
  userId: string;
  idempotencyKey: string;
  /** The request's invoices (sorted), currency and amount: a retry with the same key must send the same. */
  requestFingerprint: string;
  createdMs: number;
  currency: string;
  allocations: PaymentAllocation[];
  /**
   * The company's credit notes this payment applies (./credit-note-ledger.ts), taken when it was made by the contract's
   * `creditsToApply`; they count as applied only while the payment holds its invoices.
   */
  appliedCredits?: AppliedCredit[];
  /** INITIATED, CHALLENGE or the outcome (never PENDING: that is a view of `pendingUntilMs`). */
  state: Exclude<PaymentStatus, 'PENDING'>;
  /** The decision the challenge got, once it got one (a retried challenge call with it answers the same). */
  decision?: ChallengeDecision;
  cardLast4?: string;
  /** The card was the QA test card whose challenge answer the portal "loses" (LOST_ANSWER_TEST_CARD). */
  lostAnswer?: boolean;
  settledMs?: number;
  /** Until then the payment shows PENDING (the carrier has not heard the gateway's answer yet). */
  pendingUntilMs?: number;
}

interface PaymentTable {
  /** Payments by customerCode, oldest first. */
  byCompany: Record<string, StoredPayment[]>;
  /** Numbers handed out so far (the next id is one more). */
  count: number;
}

const payments = defineTable<PaymentTable>('invoice-payments', () => ({ byCompany: {}, count: 0 }));

/** The company's payments, oldest first. */
export function paymentsOf(customerCode: string): StoredPayment[] {
  return payments.read().byCompany[customerCode] ?? [];
}

/** The company's payment `paymentId`, if any. */
export function findPayment(customerCode: string, paymentId: string): StoredPayment | undefined {
  return paymentsOf(customerCode).find((entry) => entry.paymentId === paymentId);
}

/** The payment the user already created with `idempotencyKey`, if any (a retried submit). */
export function paymentByKey(customerCode: string, userId: string, idempotencyKey: string): StoredPayment | undefined {
  return paymentsOf(customerCode).find((entry) => entry.userId === userId && entry.idempotencyKey === idempotencyKey);
}

/** Stores `payment` (without its id) for the company and returns it with its new id, 'PAY' + 7 digits. */
export function storePayment(customerCode: string, payment: Omit<StoredPayment, 'paymentId'>): StoredPayment {
  return payments.update((table) => {
    table.count += 1;
    const stored: StoredPayment = { ...payment, paymentId: `PAY${String(table.count).padStart(7, '0')}` };
    (table.byCompany[customerCode] ??= []).push(stored);
    return stored;
  });
}

/** Replaces the company's payment of the same id with `payment`. */
export function updatePayment(customerCode: string, payment: StoredPayment): void {
  payments.update((table) => {
    const list = table.byCompany[customerCode] ?? [];
    const index = list.findIndex((entry) => entry.paymentId === payment.paymentId);
    if (index >= 0) list[index] = payment;
  });
}

/** The status `payment` shows at `nowMs`. */
export function paymentStatusAt(payment: StoredPayment, nowMs: number): PaymentStatus {
  if (payment.state === 'INITIATED' || payment.state === 'CHALLENGE') {
    return nowMs - payment.createdMs >= PAYMENT_SESSION_MS ? 'ABANDONED' : payment.state;
  }
  return payment.pendingUntilMs !== undefined && nowMs < payment.pendingUntilMs ? 'PENDING' : payment.state;
}

/** True while `payment` holds its invoices at `nowMs` (no other payment may take them): not ended, or succeeded. */
export function holdsInvoices(payment: StoredPayment, nowMs: number): boolean {
  const status = paymentStatusAt(payment, nowMs);
  return status === 'INITIATED' || status === 'CHALLENGE' || status === 'PENDING' || status === 'SUCCEEDED';
}

/** What the card pays: the allocations summed less the applied credit notes (never below 0). */
export function amountOf(payment: StoredPayment): number {
  const allocated = payment.allocations.reduce((sum, allocation) => sum + allocation.amount.amount, 0);
  const credited = (payment.appliedCredits ?? []).reduce((sum, credit) => sum + credit.amount.amount, 0);
  return Math.max(allocated - credited, 0);
}

function summaryOf(payment: StoredPayment, nowMs: number): PaymentSummary {
  return {
    paymentId: payment.paymentId,
    status: paymentStatusAt(payment, nowMs),
    amount: amountOf(payment),
    currency: payment.currency,
    invoiceNumbers: payment.allocations.map((allocation) => allocation.invoiceNumber),
    createdDateTime: new Date(payment.createdMs).toISOString(),
  };
}

/** The answer's view of `payment` at `nowMs`; `gatewayPage` is the test gateway's page of the payment. */
export function paymentView(payment: StoredPayment, nowMs: number, gatewayPage: string): Payment {
  const summary = summaryOf(payment, nowMs);
  const open = summary.status === 'INITIATED' || summary.status === 'CHALLENGE';
  const settled = summary.status !== 'PENDING' && payment.settledMs !== undefined;
  return {
    ...summary,
    allocations: payment.allocations,
    appliedCredits: payment.appliedCredits ?? [],
    ...(open ? { gatewayUrl: gatewayPage } : {}),
    ...(payment.cardLast4 ? { cardLast4: payment.cardLast4 } : {}),
    ...(settled && payment.settledMs !== undefined
      ? { settledDateTime: new Date(Math.max(payment.settledMs, payment.pendingUntilMs ?? 0)).toISOString() }
      : {}),
  };
}

/** One page (1-based) of the company's payments at `nowMs`, newest first, and the count. */
export function paymentPageOf(
  customerCode: string,
  page: number,
  pageSize: number,
  nowMs: number,
): { payments: PaymentSummary[]; totalCount: number } {
  const all = [...paymentsOf(customerCode)].reverse();
  const rows = all.slice((page - 1) * pageSize, page * pageSize).map((payment) => summaryOf(payment, nowMs));
  return { payments: rows, totalCount: all.length };
}

/** When a lost answer settles: {@link LOST_ANSWER_PENDING_MS} after the decision. */
export function pendingUntil(decidedMs: number): number {
  return decidedMs + LOST_ANSWER_PENDING_MS;
}
