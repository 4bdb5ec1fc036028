import type { Emission } from '@/domain/schedule-search/point-to-point-contract';

/*
 * CO2 estimates per TEU for the point-to-point schedule (docs/requirements.md §3 'emission summary': distance in km, CO2 in
 * kg/TEU, tank-to-wheel and well-to-wheel).
 *
 * Method (distance-based, as in the GLEC Framework v3 / ISO 14083 default approach):
 *   TTW kg CO2/TEU = intensity (g CO2/TEU-km, by vessel size class) x distance (km) / 1000
 *   WTW kg CO2/TEU = TTW x well-to-tank uplift of the fuel
 *
 * Sources and honesty note: the intensities below are approximations chosen inside the published ranges, not a
 * carrier's measured data. Clean Cargo's trade-lane averages (2021-2023 reports) put dry containers at roughly
 * 40-50 g CO2/TEU-km TTW on Asia - North Europe (ULCVs), 55-65 on the transpacific and transatlantic, 70-80 intra-Asia
 * and 90-110 for small feeders; the GLEC Framework v3 default values by vessel size show the same spread. The fuel
 * uplift uses the ratio of well-to-wheel to tank-to-wheel factors for marine heavy fuel oil / VLSFO: EN 16258 gives
 * 3.41 vs 3.15 kg CO2e per kg HFO (1.08), GLEC v3 / ISO 14083 defaults about 3.6-3.7 vs 3.1-3.2 (about 1.16); we use
 * 1.16. Trucks: an articulated truck emits roughly 0.9-1.0 kg CO2 per vehicle-km TTW (GLEC v3 defaults for 40 t
 * trucks, average load), i.e. about 0.48 kg per TEU-km for one 40' box (2 TEU); diesel's WTW/TTW ratio is about 1.22
 * (EN 16258: 3.24 vs 2.67 kg CO2e per litre).
 */

/** Vessel size classes by nominal capacity, with TTW intensity in g CO2 per TEU-km (see the module comment). */
export const VESSEL_INTENSITY_G_PER_TEU_KM: readonly { readonly maxTeu: number; readonly gramsPerTeuKm: number }[] = [
  { maxTeu: 1499, gramsPerTeuKm: 100 },
  { maxTeu: 2999, gramsPerTeuKm: 85 },
  { maxTeu: 4999, gramsPerTeuKm: 70 },
  { maxTeu: 7999, gramsPerTeuKm: 60 },
  { maxTeu: 11999, gramsPerTeuKm: 52 },
  { maxTeu: 14999, gramsPerTeuKm: 45 },
  { maxTeu: Number.POSITIVE_INFINITY, gramsPerTeuKm: 38 },
];

/** Well-to-wheel / tank-to-wheel ratio of marine fuel (HFO/VLSFO), dimensionless. */
export const MARINE_FUEL_WTW_FACTOR = 1.16;

/** Truck TTW intensity in g CO2 per TEU-km (one 40' container, 2 TEU, per truck). */
export const TRUCK_G_PER_TEU_KM = 480;

/** Well-to-wheel / tank-to-wheel ratio of road diesel, dimensionless. */
export const DIESEL_WTW_FACTOR = 1.22;

/** TTW intensity in g CO2/TEU-km of a vessel of `teu` nominal capacity. */
export function vesselIntensity(teu: number): number {
  const sizeClass = VESSEL_INTENSITY_G_PER_TEU_KM.find((entry) => teu <= entry.maxTeu);
  return sizeClass?.gramsPerTeuKm ?? 38;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Emission of a vessel leg of `distanceKm` km on a vessel of `teu` TEU: km rounded to whole km, kg to 0.1 kg. */
export function vesselLegEmission(distanceKm: number, teu: number): Emission {
  const ttw = (vesselIntensity(teu) * distanceKm) / 1000;
  return {
    distanceKm: Math.round(distanceKm),
    ttwCo2KgPerTeu: round1(ttw),
    wtwCo2KgPerTeu: round1(ttw * MARINE_FUEL_WTW_FACTOR),
  };
}

/** Emission of a truck leg (door pick-up or delivery) of `distanceKm` km. */
export function truckLegEmission(distanceKm: number): Emission {
  const ttw = (TRUCK_G_PER_TEU_KM * distanceKm) / 1000;
  return {
    distanceKm: Math.round(distanceKm),
    ttwCo2KgPerTeu: round1(ttw),
    wtwCo2KgPerTeu: round1(ttw * DIESEL_WTW_FACTOR),
  };
}

/** Sum of leg emissions, or null when any leg has none (the route then shows '--'). */
export function sumEmissions(legs: readonly (Emission | null)[]): Emission | null {
  if (legs.some((leg) => leg === null)) return null;
  const total = { distanceKm: 0, ttwCo2KgPerTeu: 0, wtwCo2KgPerTeu: 0 };
  for (const leg of legs) {
    if (!leg) continue;
    total.distanceKm += leg.distanceKm;
    total.ttwCo2KgPerTeu += leg.ttwCo2KgPerTeu;
    total.wtwCo2KgPerTeu += leg.wtwCo2KgPerTeu;
  }
  return {
    distanceKm: Math.round(total.distanceKm),
    ttwCo2KgPerTeu: round1(total.ttwCo2KgPerTeu),
    wtwCo2KgPerTeu: round1(total.wtwCo2KgPerTeu),
  };
}
