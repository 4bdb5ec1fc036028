import { hashInt, hashUnit } from './random';

/*
 * Which voyages run late, one choice for the whole mock (docs/areas/tracking.md, docs/areas/schedule.md): the tracking
 * events, the notifications and the vessel schedule all ask here, so a late voyage is late by the same hours in each.
 */

const HOUR_MS = 3_600_000;

/** Mixed into every choice of the late voyages (and of the tracking mock, which chose them first). */
export const VOYAGE_DELAY_SEED = 18_2026;
/** Share of voyages (vessel + voyage) that run late. */
export const LATE_VOYAGE_SHARE = 0.3;
/** A late voyage arrives this many hours late (inclusive range): "a day or more". */
export const LATE_HOURS_MIN = 24;
export const LATE_HOURS_MAX = 60;

/** A sailing as the late-voyage choice reads it: the vessel (IMO number, else name) and its export voyage number. */
export interface VoyageOfVessel {
  vesselIMONumber?: string | null | undefined;
  vesselName?: string | null | undefined;
  carrierExportVoyageNumber?: string | null | undefined;
}

/** How late (ms) the voyage of `leg` runs: 0 for about 70% of voyages, else 24-60 h; deterministic by vessel and voyage. */
export function lateVoyage(leg: VoyageOfVessel): number {
  const key = `${leg.vesselIMONumber ?? leg.vesselName ?? ''}|${leg.carrierExportVoyageNumber ?? ''}`;
  if (hashUnit(VOYAGE_DELAY_SEED, 'late', key) >= LATE_VOYAGE_SHARE) return 0;
  return hashInt(LATE_HOURS_MIN, LATE_HOURS_MAX, VOYAGE_DELAY_SEED, 'late-hours', key) * HOUR_MS;
}

/**
 * SMDG delay reason code of a late voyage (the codes DCSA's schedule examples use): WEA bad weather, STR strike;
 * deterministic by vessel and voyage, about three in four late voyages lose their time to weather.
 */
export function delayReasonOf(leg: VoyageOfVessel): 'WEA' | 'STR' {
  const key = `${leg.vesselIMONumber ?? leg.vesselName ?? ''}|${leg.carrierExportVoyageNumber ?? ''}`;
  return hashUnit(VOYAGE_DELAY_SEED, 'late-reason', key) < 0.75 ? 'WEA' : 'STR';
}
