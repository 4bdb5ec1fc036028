import type { Transport } from '@/domain/booking/booking-answer-contract';

import {
  LATE_HOURS_MAX,
  LATE_HOURS_MIN,
  LATE_VOYAGE_SHARE,
  lateVoyage,
  VOYAGE_DELAY_SEED,
} from '../schedule/data/voyage-delays';

/*
 * Late voyages of the tracking mock (docs/areas/tracking.md): some voyages run late, deterministic by vessel and
 * voyage, the same choice as the vessel schedule's (mocks/schedule/data/voyage-delays.ts). The delay of a leg moves its arrival and every later event; the carrier learns it half way through the leg.
 */

/** Mixed into every choice of the tracking mock: the late voyages' seed (mocks/schedule/data/voyage-delays.ts). */
export const TRACKING_SEED = VOYAGE_DELAY_SEED;
export { LATE_HOURS_MAX, LATE_HOURS_MIN, LATE_VOYAGE_SHARE, lateVoyage };

/** A late voyage: how late and when the carrier learns it (on the timeline shifted by the earlier legs' delays). */
export interface Delay {
  ms: number;
  knownAtMs: number;
  /** 'ONE HARMONY 012E'. */
  label: string;
}

/**
 * The delays per vessel leg, on the timeline the earlier legs' delays have shifted: element i holds the delays of legs
 * 0..i (they move leg i's arrival). `departures` and `arrivals` are the legs' planned instants, epoch ms.
 */
export function voyageDelays(
  vesselLegs: readonly Transport[],
  departures: readonly number[],
  arrivals: readonly number[],
): Delay[][] {
  const delaysUpTo: Delay[][] = [];
  let earlier: Delay[] = [];
  vesselLegs.forEach((leg, index) => {
    const lateMs = lateVoyage(leg);
    const shift = earlier.reduce((sum, delay) => sum + delay.ms, 0);
    const departure = (departures[index] ?? 0) + shift;
    const arrival = (arrivals[index] ?? 0) + shift;
    if (lateMs > 0) {
      earlier = [
        ...earlier,
        {
          ms: lateMs,
          knownAtMs: departure + Math.floor((arrival - departure) / 2),
          label: `${leg.vesselName ?? ''} ${leg.carrierExportVoyageNumber ?? ''}`.trim(),
        },
      ];
    }
    delaysUpTo.push(earlier);
  });
  return delaysUpTo;
}
