import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { deliveryOrderQueries } from '@/domain/delivery-order/delivery-order-api';
import type { DeliveryOrder, ImportDocument } from '@/domain/delivery-order/delivery-order-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { type LoadState, loadStateOf } from '@/lib/load-state';
import { POLL_QUERY_OPTIONS, pollInterval } from '@/lib/polling';

import { isChangeExpected } from '../utils/delivery-order-rules';

/** The company's import B/Ls (consignee or notify party), newest arrival first. */
export function useImportDocuments(): LoadState<ImportDocument[]> {
  const userId = useCurrentUserId();
  const query = useQuery({
    ...deliveryOrderQueries.importDocuments(userId ?? ''),
    enabled: userId !== null,
    select: (answer) => answer.importDocuments,
  });
  return loadStateOf(query);
}

/**
 * One DO. While the carrier is expected to move it on (requested, issued) it is asked again by the portal's polling
 * policy (lib/polling.ts: backing off from its last change, for a bounded window, never in a hidden tab).
 */
export function useDeliveryOrder(reference: string): LoadState<DeliveryOrder> {
  const userId = useCurrentUserId();
  const query = useQuery({
    ...deliveryOrderQueries.detail(userId ?? '', reference),
    enabled: userId !== null && reference !== '',
    ...POLL_QUERY_OPTIONS,
    refetchInterval: (current) => {
      const order = current.state.data;
      if (!order) return false;
      return pollInterval({
        expecting: isChangeExpected(order.deliveryStatus),
        changedAt: [order.updatedDateTime],
      });
    },
  });
  useRefreshListsOnChange(userId, query.data?.updatedDateTime);
  return loadStateOf(query);
}

/**
 * When a polled DO changes (the carrier issued or released it), the lists that show its status are refreshed too, so
 * going back to them does not show the old status until their stale time has passed.
 */
function useRefreshListsOnChange(userId: string | null, updatedDateTime: string | undefined): void {
  const queryClient = useQueryClient();
  const seen = useRef(updatedDateTime);
  useEffect(() => {
    const previous = seen.current;
    seen.current = updatedDateTime;
    if (userId === null || previous === undefined || updatedDateTime === undefined || previous === updatedDateTime) {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: deliveryOrderQueries.list(userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: deliveryOrderQueries.importDocuments(userId).queryKey });
  }, [queryClient, updatedDateTime, userId]);
}
