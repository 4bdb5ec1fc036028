import type { SurchargeDefinition } from './surcharge-rules';
import { FREIGHT_SURCHARGES } from './surcharges-freight';
import { LOCAL_SURCHARGES } from './surcharges-local';

/*
 * The surcharge tariff of the mock carrier (docs/areas/prices.md): about thirty real surcharge codes, each with what it
 * means, how it is counted, where it is charged, when it is effective, where it applies (trade, direction, cargo type,
 * origin or destination country, canal on the way) and how much it is. Amounts follow published carrier tariffs of
 * 2025-2026 (Busan THC KRW 185,000 / 250,000, documentation KRW 40,000 per B/L, BAF by sailing distance, ...).
 */

/** Every surcharge of the tariff, in code order. */
export const SURCHARGES: readonly SurchargeDefinition[] = [...LOCAL_SURCHARGES, ...FREIGHT_SURCHARGES].sort((a, b) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0,
);

// The tariff's rule tests read the EU list from the catalogue.
export { EU_COUNTRIES } from './surcharge-rules';
