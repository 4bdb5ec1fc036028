import type { Emission } from '@/domain/schedule-search/point-to-point-contract';

import type { EmissionType } from './search-state';

/** The figures to show for an emission: km and kg/TEU per type, or null when the carrier has none ('--'). */
export function emissionFigures(emission: Emission | null, type: EmissionType) {
  if (!emission) return null;
  return {
    distanceKm: Math.round(emission.distanceKm),
    ttw: type === 'WTW' ? null : Math.round(emission.ttwCo2KgPerTeu),
    wtw: type === 'TTW' ? null : Math.round(emission.wtwCo2KgPerTeu),
  };
}
