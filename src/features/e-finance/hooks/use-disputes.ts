import { useQuery } from '@tanstack/react-query';

import type { Dispute, DisputeSummary } from '@/domain/invoice/dispute-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { isNotFoundAnswer } from '@/domain/shipment/shipment-reference';

import { disputeQueries } from '../api/disputes-api';

/** Where loading disputes stands: the data, loading, not found (one dispute), or an error with its retry. */
export type DisputesState<T> =
  | { kind: 'ready'; data: T }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; retrying: boolean; retry: () => void };

function stateOf<T>(query: {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}): DisputesState<T> {
  if (isNotFoundAnswer(query.error)) return { kind: 'not-found' };
  if (query.data !== undefined) return { kind: 'ready', data: query.data };
  if (query.isError) {
    return {
      kind: 'error',
      retrying: query.isFetching,
      retry: () => {
        void query.refetch();
      },
    };
  }
  return { kind: 'loading' };
}

/** The company's disputes, newest first. */
export function useDisputes(): DisputesState<DisputeSummary[]> {
  const userId = useCurrentUserId();
  const query = useQuery({
    ...disputeQueries.list(userId ?? ''),
    enabled: userId !== null,
    select: (answer) => answer.disputes,
  });
  return stateOf(query);
}

/**
 * One dispute by its id. While it is open (submitted or under review) it is asked again every 30 s, so the page shows
 * the carrier's move without a reload.
 */
export function useDispute(disputeId: string): DisputesState<Dispute> {
  const userId = useCurrentUserId();
  const query = useQuery({
    ...disputeQueries.detail(userId ?? '', disputeId),
    enabled: userId !== null && disputeId !== '',
    refetchInterval: (current) =>
      current.state.data?.status === 'SUBMITTED' || current.state.data?.status === 'UNDER_REVIEW' ? 30_000 : false,
  });
  return stateOf(query);
}
