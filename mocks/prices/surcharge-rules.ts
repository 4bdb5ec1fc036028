import type { Money } from '@/domain/money/money';
import type { ChargeBasis, ChargeStage, PaymentTerm } from '@/domain/quote/quote-contract';
import type { CargoType, TARIFF_SIZE_TYPES } from '@/features/prices/api/prices-contract';

import type { Port, RegionCode } from '../schedule/data/ports';
import { hashUnit } from '../schedule/data/random';
import type { GateName } from '../schedule/data/sea-lanes';

/*
 * What the surcharge tariff (./surcharge-catalogue.ts) is written with: the shape of a surcharge and of the context its
 * rules look at, and the building blocks of those rules (trades, gates passed, validity periods, bunker formula).
 */

/** One of the tariff's size-types. */
export type TariffSizeType = (typeof TARIFF_SIZE_TYPES)[number];

/** What a surcharge's rules look at: the port pair, the cargo, the box, the date and the sea route between them. */
export interface TariffContext {
  origin: Port;
  destination: Port;
  cargoType: CargoType;
  sizeType: TariffSizeType;
  /** 'yyyy-MM-dd': the application date (an offer's departure date from POL). */
  date: string;
  /** Gates passed from origin to destination (mocks/schedule/data/geo.ts seaRoute): 'SUEZ_N', 'PANAMA_S', ... */
  via: readonly GateName[];
  /** Sailing distance origin -> destination, nautical miles. */
  distanceNm: number;
}

/** When a surcharge is effective: 'yyyy-MM-dd' both ends inclusive; no end = until further notice. */
export interface Validity {
  effectiveFrom: string;
  effectiveTo?: string;
}

/** A surcharge of the tariff. Amounts are per basis unit (per container of the size-type, per TEU, per B/L). */
export interface SurchargeDefinition {
  code: string;
  /** English name, as the catalogue and price lines show it. */
  name: string;
  description: string;
  basis: ChargeBasis;
  stage: ChargeStage;
  paymentTermCode: PaymentTerm;
  /**
   * True for a surcharge that depends on something an instant quote does not know (cargo weight, a telex release):
   * the tariff search lists it, offers leave it out.
   */
  conditional?: boolean;
  /** The validity period holding on `date`, or undefined when the surcharge is not in force then. */
  validity: (date: string) => Validity | undefined;
  appliesTo: (context: TariffContext) => boolean;
  /** The amount per basis unit, in minor units of its currency. */
  amount: (context: TariffContext) => Money;
}

/** EU member states among the network's countries (ENS under ICS2, EU ETS). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LV', 'MT', 'NL', 'PL',
  'PT', 'RO', 'SE', 'SI',
]); // prettier-ignore
/** Countries filing ICS2 entry summaries besides the EU (Norway and Switzerland apply ICS2 too). */
export const ENS_COUNTRIES: ReadonlySet<string> = new Set([...EU_COUNTRIES, 'NO', 'CH']);
/** The European Economic Area, where the EU ETS covers shipping. */
export const ETS_COUNTRIES: ReadonlySet<string> = new Set([...EU_COUNTRIES, 'NO', 'IS']);

/** The Asian regions of the network (East and South Asia). */
export const ASIA: readonly RegionCode[] = ['EAS', 'SAS'];
/** True for a 20' size-type. */
export const is20 = (context: TariffContext) => context.sizeType.startsWith('2');
/** An amount in US dollars (major units, rounded to cents). */
export const usd = (dollars: number): Money => ({ amount: Math.round(dollars * 100), currency: 'USD' });
/** A USD amount by size: `twenty` for 20', `forty` for 40' and 45'. */
export const bySize = (context: TariffContext, twenty: number, forty: number) => usd(is20(context) ? twenty : forty);
/** A rule: the origin is in one of `origins` and the destination in one of `destinations`. */
export const trade =
  (origins: readonly RegionCode[], destinations: readonly RegionCode[]) => (context: TariffContext) =>
    origins.includes(context.origin.region) && destinations.includes(context.destination.region);
/** Within one region, or within Asia (East and South Asia count as one trade). */
export const intraRegional = (context: TariffContext) =>
  context.origin.region === context.destination.region ||
  (ASIA.includes(context.origin.region) && ASIA.includes(context.destination.region));
/** True when the sea route passes any of `gates`. */
export const passes = (context: TariffContext, ...gates: readonly GateName[]) =>
  context.via.some((gate) => gates.includes(gate));

/** In force since `from`, until further notice. */
export const since =
  (from: string) =>
  (date: string): Validity | undefined =>
    date >= from ? { effectiveFrom: from } : undefined;
/** In force from `from` to `to` inclusive. */
export const between =
  (from: string, to: string) =>
  (date: string): Validity | undefined =>
    date >= from && date <= to ? { effectiveFrom: from, effectiveTo: to } : undefined;
/** Reset every calendar quarter (bunker formulas): the quarter of `date`. */
export function quarterOf(date: string): Validity {
  const year = date.slice(0, 4);
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  const starts = ['01-01', '04-01', '07-01', '10-01'];
  const ends = ['03-31', '06-30', '09-30', '12-31'];
  return { effectiveFrom: `${year}-${starts[quarter] ?? '01-01'}`, effectiveTo: `${year}-${ends[quarter] ?? '12-31'}` };
}
/** Reset every calendar year. */
export const yearOf = (date: string): Validity => ({
  effectiveFrom: `${date.slice(0, 4)}-01-01`,
  effectiveTo: `${date.slice(0, 4)}-12-31`,
});

/** Bunker price factor of a quarter: 0.9 to 1.1, deterministic (the carrier's quarterly bunker formula). */
export const bunkerFactor = (date: string) => 0.9 + 0.2 * hashUnit('bunker', quarterOf(date).effectiveFrom);

/** US and Canadian imports from Asia pay a destination delivery charge that includes terminal handling. */
export const hasDdc = (context: TariffContext) =>
  ['US', 'CA'].includes(context.destination.countryCode) && ASIA.includes(context.origin.region);

/** TEU of one container of `sizeType` (20' = 1, 40' = 2). */
export function teuOfSizeType(sizeType: TariffSizeType): number {
  return sizeType.startsWith('2') ? 1 : 2;
}
