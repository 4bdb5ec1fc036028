import { useQuery } from '@tanstack/react-query';

import type { Dispute, DisputeSummary } from '@/domain/invoice/dispute-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { isNotFoundAnswer } from '@/domain/shipment/shipment-reference';
import { POLL_QUERY_OPTIONS, pollInterval } from '@/lib/polling';

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
 * One dispute by its id. While it is open (submitted or under review) it is asked again by the portal's polling policy
 * (docs/time-polling.md: backing off from its last status change, for a bounded window, never in a hidden tab), so the
 * page shows the carrier's move without a reload.
 */
export function useDispute(disputeId: string): DisputesState<Dispute> {
  const userId = useCurrentUserId();
  const query = useQuery({
    ...disputeQueries.detail(userId ?? '', disputeId),
    enabled: userId !== null && disputeId !== '',
    ...POLL_QUERY_OPTIONS,
    refetchInterval: (current) => {
      const dispute = current.state.data;
      if (!dispute) return false;
      return pollInterval({
        expecting: dispute.status === 'SUBMITTED' || dispute.status === 'UNDER_REVIEW',
        changedAt: dispute.statusHistory.map((step) => step.at),
      });
    },
  });
  return stateOf(query);
}
