import { queryOptions } from '@tanstack/react-query';

import {
  type Dispute,
  type DisputeListResponse,
  disputeListResponseSchema,
  disputePath,
  type DisputeRequest,
  DISPUTES_PATH,
  disputeSchema,
} from '@/domain/invoice/dispute-contract';
import { apiClient } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';
import { userScope } from '@/lib/user-scope';

/*
 * Fetchers and queries of the invoice dispute API (domain/invoice/dispute-contract.ts lists the calls). Each fetcher
 * rejects with ApiError, or with a ZodError when the answer does not have the contract's shape.
 */

/** POST v1/invoice-disputes: a new dispute; `idempotencyKey` makes a retry answer the same dispute. */
export async function createDispute(request: DisputeRequest, idempotencyKey: string): Promise<Dispute> {
  const { data } = await apiClient.post<unknown>(DISPUTES_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return disputeSchema.parse(data);
}

/** GET v1/invoice-disputes: the company's disputes, newest first. */
export async function getDisputes(signal?: AbortSignal): Promise<DisputeListResponse> {
  const { data } = await apiClient.get<unknown>(DISPUTES_PATH, { signal });
  return disputeListResponseSchema.parse(data);
}

/** GET v1/invoice-disputes/{disputeId}: one dispute. 404 when unknown or another company's. */
export async function getDispute(disputeId: string, signal?: AbortSignal): Promise<Dispute> {
  const { data } = await apiClient.get<unknown>(disputePath(disputeId), { signal });
  return disputeSchema.parse(data);
}

/** Query factory of disputes: all -> user(userId) -> list | detail(id). Keys carry the user's scope. */
export const disputeQueries = {
  all: () => ['invoice-disputes'] as const,
  user: (userId: string) => [...disputeQueries.all(), userScope(userId)] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...disputeQueries.user(userId), 'list'] as const,
      queryFn: ({ signal }) => getDisputes(signal),
      meta: { errorHandling: 'custom' },
    }),
  detail: (userId: string, disputeId: string) =>
    queryOptions({
      queryKey: [...disputeQueries.user(userId), 'detail', disputeId] as const,
      queryFn: ({ signal }) => getDispute(disputeId, signal),
      meta: { errorHandling: 'custom' },
    }),
};
