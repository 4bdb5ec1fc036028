import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

import { SHIPMENT_PROMOTION_MS } from '@/config/limits';

interface PromotionState {
  /** Epoch ms until which the shipment-overview menu item is highlighted; 0 when not highlighted. */
  highlightUntil: number;
}

const promotionStore = createStore<PromotionState>()(() => ({ highlightUntil: 0 }));
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Highlights the shipment-overview menu item for {@link SHIPMENT_PROMOTION_MS} (10000 ms, docs/requirements.md §4). Called by
 * the legacy bridge ("promote shipment overview" message) and by the shell. A second call restarts the 10 s.
 */
export function promoteShipmentOverview(now: number = Date.now()): void {
  promotionStore.setState({ highlightUntil: now + SHIPMENT_PROMOTION_MS });
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    promotionStore.setState({ highlightUntil: 0 });
  }, SHIPMENT_PROMOTION_MS);
}

/** Ends a highlight at once (tests, logout). */
export function resetShipmentPromotion(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  promotionStore.setState({ highlightUntil: 0 });
}

/** True while the shipment-overview menu item is highlighted. */
export function useShipmentOverviewHighlight(): boolean {
  return useStore(promotionStore, (state) => state.highlightUntil > 0);
}
