import type { Transport } from '@/domain/booking/booking-answer-contract';

import { hashInt, hashUnit } from '../schedule/data/random';

/*
 * Late voyages of the tracking mock (docs/areas/tracking.md): some voyages run late, deterministic by vessel and
 * voyage. The delay of a leg moves its arrival and every later event; the carrier learns it half way through the leg.
 */

const HOUR_MS = 3_600_000;

/** Mixed into every choice of the tracking mock. */
export const TRACKING_SEED = 18_2026;
/** Share of voyages (vessel + voyage) that run late. */
export const LATE_VOYAGE_SHARE = 0.3;
/** A late voyage arrives this many hours late (inclusive range): "a day or more". */
export const LATE_HOURS_MIN = 24;
export const LATE_HOURS_MAX = 60;

/** A late voyage: how late and when the carrier learns it (on the timeline shifted by the earlier legs' delays). */
export interface Delay {
  ms: number;
  knownAtMs: number;
  /** 'ONE HARMONY 012E'. */
  label: string;
}

/** Whether the voyage of `leg` runs late, and by how much (ms); deterministic by vessel and voyage. */
export function lateVoyage(leg: Pick<Transport, 'vesselIMONumber' | 'vesselName' | 'carrierExportVoyageNumber'>) {
  const key = `${leg.vesselIMONumber ?? leg.vesselName ?? ''}|${leg.carrierExportVoyageNumber ?? ''}`;
  if (hashUnit(TRACKING_SEED, 'late', key) >= LATE_VOYAGE_SHARE) return 0;
  return hashInt(LATE_HOURS_MIN, LATE_HOURS_MAX, TRACKING_SEED, 'late-hours', key) * HOUR_MS;
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
