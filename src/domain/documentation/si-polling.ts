import { pollInterval } from '@/lib/polling';

import type { ShippingInstructions } from './si-contract';

/**
 * True while the carrier owes the next step of an SI: the first draft B/L (no transport document yet) or a new
 * draft after a correction request (`updatedShippingInstructionsStatus` UPDATE_RECEIVED).
 */
export function siAwaitsCarrier(
  si: Pick<ShippingInstructions, 'transportDocumentReference' | 'updatedShippingInstructionsStatus'>,
): boolean {
  return !si.transportDocumentReference || si.updatedShippingInstructionsStatus === 'UPDATE_RECEIVED';
}

/**
 * The refetch interval of an SI and of its transport document (lib/polling.ts, docs/time-polling.md): while
 * {@link siAwaitsCarrier}, backing off from 2 s for a bounded window after the SI's latest history entry; else off.
 * `now` is epoch ms, injectable for tests.
 */
export function siRefetchInterval(
  si:
    | Pick<ShippingInstructions, 'transportDocumentReference' | 'updatedShippingInstructionsStatus' | 'history'>
    | undefined,
  now: number = Date.now(),
): number | false {
  if (!si) return false;
  return pollInterval({ expecting: siAwaitsCarrier(si), changedAt: si.history.map((entry) => entry.dateTime) }, now);
}
