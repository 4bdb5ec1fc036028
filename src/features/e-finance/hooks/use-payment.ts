import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { Payment } from '@/domain/invoice/payment-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { type LoadState, loadStateOf } from '@/lib/load-state';
import { POLL_QUERY_OPTIONS, pollInterval } from '@/lib/polling';

import { paymentQueries } from '../api/payments-api';

/** Where loading one payment stands: a {@link LoadState} whose ready state names it `payment`. */
export type PaymentState = Exclude<LoadState<never>, { kind: 'ready' }> | { kind: 'ready'; payment: Payment };

/**
 * One payment of the user's company by its id. While it is PENDING (the gateway's answer has not reached the carrier)
 * it is asked again by the portal's polling policy (docs/time-polling.md: 2 s, then doubling up to 30 s, counted from
 * when this page first saw it pending; never in a hidden tab): the result is settled by asking, never by paying again.
 */
export function usePayment(paymentId: string): PaymentState {
  const userId = useCurrentUserId();
  // When this page first saw the payment pending: the start of the back-off.
  const [pendingSince] = useState(() => Date.now());
  const query = useQuery({
    ...paymentQueries.detail(userId ?? '', paymentId),
    enabled: userId !== null && paymentId !== '',
    ...POLL_QUERY_OPTIONS,
    refetchInterval: (current) =>
      pollInterval({ expecting: current.state.data?.status === 'PENDING', changedAt: [pendingSince] }),
  });
  const state = loadStateOf(query);
  return state.kind === 'ready' ? { kind: 'ready', payment: state.data } : state;
}
