import { useQuery } from '@tanstack/react-query';

import type { Dispute, DisputeSummary } from '@/domain/invoice/dispute-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { type LoadState, loadStateOf } from '@/lib/load-state';
import { POLL_QUERY_OPTIONS, pollInterval } from '@/lib/polling';

import { disputeQueries } from '../api/disputes-api';

/** The company's disputes, newest first. */
export function useDisputes(): LoadState<DisputeSummary[]> {
  const userId = useCurrentUserId();
  const query = useQuery({
    ...disputeQueries.list(userId ?? ''),
    enabled: userId !== null,
    select: (answer) => answer.disputes,
  });
  return loadStateOf(query);
}

/**
 * One dispute by its id. While it is open (submitted or under review) it is asked again by the portal's polling policy
 * (docs/time-polling.md: backing off from its last status change, for a bounded window, never in a hidden tab), so the
 * page shows the carrier's move without a reload.
 */
export function useDispute(disputeId: string): LoadState<Dispute> {
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
  return loadStateOf(query);
}
