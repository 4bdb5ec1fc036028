import type { InvoiceListResponse, InvoiceSummary } from '@/domain/invoice/invoice-contract';
import {
  type ChallengeDecision,
  gatewayCardPath,
  gatewayChallengePath,
  type Payment,
  type PaymentRequest,
  PAYMENTS_PATH,
} from '@/domain/invoice/payment-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { callMock, type MockAnswer } from '../booking/booking-http';
import { bearerOf } from './invoice-http';

/*
 * What the payment tests of the mock share (docs/testing.md "Size"): the US demo user, its open invoices, and the
 * calls of the payment API and the test gateway.
 */

/** The US demo account: the `payment` flag is on in the US. */
export const US_PAYER = DEMO_USERS.us.user.userId;

/** A card number that passes the Luhn check and takes the normal path (challenge, then the decision given). */
export const GOOD_CARD = '4242 4242 4242 4242';

/** A payment, or an error body. */
export type PaymentBody = Payment & Pick<ApiErrorBody, 'code' | 'errors'>;
/** A payment answer, or an error body. */
export type PaymentAnswer = MockAnswer<PaymentBody>;

/** The payer's open invoices (OPEN, PARTLY_PAID or OVERDUE, no dispute) in `currency`, newest first. */
export async function openInvoicesOf(currency = 'USD', userId: string = US_PAYER): Promise<InvoiceSummary[]> {
  const answer = await callMock<InvoiceListResponse>('GET', 'v1/invoices', {
    token: await bearerOf(userId),
    query: new URLSearchParams([
      ['status', 'OPEN'],
      ['status', 'PARTLY_PAID'],
      ['status', 'OVERDUE'],
      ['currency', currency],
      ['pageSize', '50'],
    ]),
  });
  return answer.body.invoices;
}

/** POST v1/payments with `body` under `key`. */
export async function postPayment(body: Partial<PaymentRequest>, key?: string, userId: string = US_PAYER) {
  return callMock<PaymentBody>('POST', PAYMENTS_PATH, {
    token: await bearerOf(userId),
    body,
    ...(key === undefined ? {} : { idempotencyKey: key }),
  });
}

/** GET one payment. */
export async function getPayment(paymentId: string, userId: string = US_PAYER) {
  return callMock<PaymentBody>('GET', `${PAYMENTS_PATH}/${paymentId}`, { token: await bearerOf(userId) });
}

/** The gateway's card step with a valid expiry and CVC. */
export async function giveCard(paymentId: string, cardNumber = GOOD_CARD, extra: Record<string, string> = {}) {
  return callMock<PaymentBody>('POST', gatewayCardPath(paymentId), {
    token: await bearerOf(US_PAYER),
    body: { cardNumber, expiry: '12/30', cvc: '123', holderName: 'Emily Carter', ...extra },
  });
}

/** The gateway's challenge step. */
export async function decide(paymentId: string, decision: ChallengeDecision) {
  return callMock<PaymentBody>('POST', gatewayChallengePath(paymentId), {
    token: await bearerOf(US_PAYER),
    body: { decision },
  });
}

/** The request paying `invoices` in full. */
export function requestFor(invoices: readonly InvoiceSummary[]): PaymentRequest {
  return {
    invoiceNumbers: invoices.map((invoice) => invoice.invoiceNumber),
    currency: invoices[0]?.invoiceCurrency ?? 'USD',
    amount: invoices.reduce((sum, invoice) => sum + invoice.open.amount, 0),
  };
}
