import { queryOptions } from '@tanstack/react-query';

import {
  type ChallengeDecision,
  gatewayCardPath,
  type GatewayCardRequest,
  gatewayChallengePath,
  type Payment,
  type PaymentListParams,
  type PaymentListResponse,
  paymentListResponseSchema,
  paymentPath,
  type PaymentRequest,
  PAYMENTS_PATH,
  paymentSchema,
} from '@/domain/invoice/payment-contract';
import { apiClient } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';
import { userScope } from '@/lib/user-scope';

/*
 * Fetchers and queries of the online payment API and the test gateway (domain/invoice/payment-contract.ts lists the
 * calls). Each fetcher rejects with ApiError, or with a ZodError when the answer does not have the contract's shape.
 */

/** POST v1/payments: a new payment; `idempotencyKey` makes a retry answer the same payment. */
export async function createPayment(request: PaymentRequest, idempotencyKey: string): Promise<Payment> {
  const { data } = await apiClient.post<unknown>(PAYMENTS_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return paymentSchema.parse(data);
}

/** GET v1/payments/{paymentId}: one payment. 404 when unknown or another company's. */
export async function getPayment(paymentId: string, signal?: AbortSignal): Promise<Payment> {
  const { data } = await apiClient.get<unknown>(paymentPath(paymentId), { signal });
  return paymentSchema.parse(data);
}

/** GET v1/payments: one page of the company's payments, newest first. */
export async function getPayments(params: PaymentListParams, signal?: AbortSignal): Promise<PaymentListResponse> {
  const { data } = await apiClient.get<unknown>(PAYMENTS_PATH, { params, signal });
  return paymentListResponseSchema.parse(data);
}

/** POST v1/payment-gateway/{paymentId}/card: the card for the payment; the answer asks the challenge. */
export async function submitCard(paymentId: string, card: GatewayCardRequest): Promise<Payment> {
  const { data } = await apiClient.post<unknown>(gatewayCardPath(paymentId), card);
  return paymentSchema.parse(data);
}

/** POST v1/payment-gateway/{paymentId}/challenge: the cardholder's decision; the answer is the outcome. */
export async function submitChallenge(paymentId: string, decision: ChallengeDecision): Promise<Payment> {
  const { data } = await apiClient.post<unknown>(gatewayChallengePath(paymentId), { decision });
  return paymentSchema.parse(data);
}

/** Query factory of payments: all -> user(userId) -> list(params) | detail(id). Keys carry the user's scope. */
export const paymentQueries = {
  all: () => ['payments'] as const,
  user: (userId: string) => [...paymentQueries.all(), userScope(userId)] as const,
  list: (userId: string, params: PaymentListParams) =>
    queryOptions({
      queryKey: [...paymentQueries.user(userId), 'list', params] as const,
      queryFn: ({ signal }) => getPayments(params, signal),
      meta: { errorHandling: 'custom' },
    }),
  detail: (userId: string, paymentId: string) =>
    queryOptions({
      queryKey: [...paymentQueries.user(userId), 'detail', paymentId] as const,
      queryFn: ({ signal }) => getPayment(paymentId, signal),
      meta: { errorHandling: 'custom' },
    }),
};
