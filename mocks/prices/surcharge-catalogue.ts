// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- money's exact arithmetic, as issue 15's design asks
import { type Money, toMinorUnits } from '@/domain/money/money';
import type { ChargeBasis, ChargeStage, PaymentTerm } from '@/domain/quote/quote-contract';
import type { CargoType, TARIFF_SIZE_TYPES } from '@/features/prices/api/prices-contract';

import type { Port, RegionCode } from '../schedule/data/ports';
import { hashUnit } from '../schedule/data/random';
import type { GateName } from '../schedule/data/sea-lanes';
import { currencyOfCountry } from './exchange-rates';

/*
 * The surcharge tariff of the mock carrier (issue 15 section 1): about thirty real surcharge codes, each with what it
 * means, how it is counted, where it is charged, when it is effective, where it applies (trade, direction, cargo type,
 * origin or destination country, canal on the way) and how much it is. Amounts follow published carrier tariffs of
 * 2025-2026 (Busan THC KRW 185,000 / 250,000, documentation KRW 40,000 per B/L, BAF by sailing distance, ...).
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

// ---------------------------------------------------------------------------------------------------------------------
// Helpers of the rules

/** EU member states among the network's countries (ENS under ICS2, EU ETS). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LV', 'MT', 'NL', 'PL',
  'PT', 'RO', 'SE', 'SI',
]); // prettier-ignore
/** Countries filing ICS2 entry summaries besides the EU (Norway and Switzerland apply ICS2 too). */
const ENS_COUNTRIES: ReadonlySet<string> = new Set([...EU_COUNTRIES, 'NO', 'CH']);
/** The European Economic Area, where the EU ETS covers shipping. */
const ETS_COUNTRIES: ReadonlySet<string> = new Set([...EU_COUNTRIES, 'NO', 'IS']);

const ASIA: readonly RegionCode[] = ['EAS', 'SAS'];
const is20 = (context: TariffContext) => context.sizeType.startsWith('2');
const usd = (dollars: number): Money => ({ amount: Math.round(dollars * 100), currency: 'USD' });
const bySize = (context: TariffContext, twenty: number, forty: number) => usd(is20(context) ? twenty : forty);
const trade = (origins: readonly RegionCode[], destinations: readonly RegionCode[]) => (context: TariffContext) =>
  origins.includes(context.origin.region) && destinations.includes(context.destination.region);
const intraRegional = (context: TariffContext) =>
  context.origin.region === context.destination.region ||
  (ASIA.includes(context.origin.region) && ASIA.includes(context.destination.region));
const passes = (context: TariffContext, ...gates: readonly GateName[]) =>
  context.via.some((gate) => gates.includes(gate));

/** In force since `from`, until further notice. */
const since =
  (from: string) =>
  (date: string): Validity | undefined =>
    date >= from ? { effectiveFrom: from } : undefined;
/** In force from `from` to `to` inclusive. */
const between =
  (from: string, to: string) =>
  (date: string): Validity | undefined =>
    date >= from && date <= to ? { effectiveFrom: from, effectiveTo: to } : undefined;
/** Reset every calendar quarter (bunker formulas): the quarter of `date`. */
function quarterOf(date: string): Validity {
  const year = date.slice(0, 4);
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  const starts = ['01-01', '04-01', '07-01', '10-01'];
  const ends = ['03-31', '06-30', '09-30', '12-31'];
  return { effectiveFrom: `${year}-${starts[quarter] ?? '01-01'}`, effectiveTo: `${year}-${ends[quarter] ?? '12-31'}` };
}
/** Reset every calendar year. */
const yearOf = (date: string): Validity => ({
  effectiveFrom: `${date.slice(0, 4)}-01-01`,
  effectiveTo: `${date.slice(0, 4)}-12-31`,
});

/** Bunker price factor of a quarter: 0.9 to 1.1, deterministic (the carrier's quarterly bunker formula). */
const bunkerFactor = (date: string) => 0.9 + 0.2 * hashUnit('bunker', quarterOf(date).effectiveFrom);

/**
 * A port country's local charges in its own currency (major units): terminal handling per 20' and 40', documentation
 * per B/L, ISPS security and seal per container. Countries not listed charge USD at levels varied by country.
 */
interface LocalCharges {
  thc20: number;
  thc40: number;
  doc: number;
  isps: number;
  seal: number;
}
const LOCAL_CHARGES: Readonly<Record<string, LocalCharges>> = {
  KR: { thc20: 185_000, thc40: 250_000, doc: 40_000, isps: 8_600, seal: 10_000 },
  CN: { thc20: 1_050, thc40: 1_585, doc: 450, isps: 25, seal: 50 },
  JP: { thc20: 38_000, thc40: 52_000, doc: 6_000, isps: 1_500, seal: 1_500 },
  TW: { thc20: 5_600, thc40: 7_000, doc: 1_500, isps: 300, seal: 300 },
  HK: { thc20: 2_140, thc40: 2_840, doc: 550, isps: 90, seal: 80 },
  SG: { thc20: 240, thc40: 340, doc: 80, isps: 15, seal: 15 },
  IN: { thc20: 9_000, thc40: 13_500, doc: 4_500, isps: 650, seal: 1_000 },
  VN: { thc20: 3_000_000, thc40: 4_500_000, doc: 1_000_000, isps: 250_000, seal: 250_000 },
  TH: { thc20: 3_300, thc40: 5_000, doc: 1_800, isps: 300, seal: 300 },
  MY: { thc20: 560, thc40: 840, doc: 150, isps: 30, seal: 35 },
  ID: { thc20: 1_550_000, thc40: 2_350_000, doc: 450_000, isps: 150_000, seal: 150_000 },
  AU: { thc20: 480, thc40: 480, doc: 95, isps: 20, seal: 20 },
  EUR: { thc20: 245, thc40: 275, doc: 60, isps: 12, seal: 15 },
  GB: { thc20: 195, thc40: 225, doc: 50, isps: 10, seal: 12 },
  US: { thc20: 480, thc40: 620, doc: 85, isps: 15, seal: 15 },
  CA: { thc20: 520, thc40: 650, doc: 95, isps: 20, seal: 20 },
  AE: { thc20: 640, thc40: 940, doc: 275, isps: 40, seal: 40 },
  SA: { thc20: 650, thc40: 975, doc: 260, isps: 40, seal: 40 },
  TR: { thc20: 6_500, thc40: 9_500, doc: 2_200, isps: 350, seal: 400 },
  BR: { thc20: 1_150, thc40: 1_450, doc: 320, isps: 60, seal: 60 },
  MX: { thc20: 4_900, thc40: 6_200, doc: 1_500, isps: 250, seal: 250 },
  ZA: { thc20: 3_950, thc40: 5_900, doc: 1_100, isps: 180, seal: 200 },
};

function localChargesOf(countryCode: string): { currency: string; charges: LocalCharges } {
  const currency = currencyOfCountry(countryCode);
  const listed = LOCAL_CHARGES[countryCode] ?? (currency === 'EUR' ? LOCAL_CHARGES.EUR : undefined);
  if (listed && (currency !== 'USD' || countryCode === 'US')) return { currency, charges: listed };
  // Unlisted countries: USD levels 80 % to 130 % of a typical port, rounded to whole dollars.
  const factor = 0.8 + 0.5 * hashUnit('local-charges', countryCode);
  const round5 = (value: number) => Math.round((value * factor) / 5) * 5;
  return {
    currency: 'USD',
    charges: { thc20: round5(160), thc40: round5(240), doc: round5(60), isps: round5(12), seal: round5(12) },
  };
}

/** A local charge of `port`'s country in its currency; `pick` chooses the figure. */
function local(port: Port, pick: (charges: LocalCharges) => number, multiplier = 1): Money {
  const { currency, charges } = localChargesOf(port.countryCode);
  return { amount: toMinorUnits(pick(charges) * multiplier, currency), currency };
}

const thc = (port: Port, context: TariffContext) =>
  local(port, (charges) => (is20(context) ? charges.thc20 : charges.thc40), context.cargoType === 'REEFER' ? 1.3 : 1);

/** The local currency of `port` (the terminal handling charges' currency). */
export function localCurrencyOf(port: Port): string {
  return localChargesOf(port.countryCode).currency;
}

/** US and Canadian imports from Asia pay a destination delivery charge that includes terminal handling. */
const hasDdc = (context: TariffContext) =>
  ['US', 'CA'].includes(context.destination.countryCode) && ASIA.includes(context.origin.region);

// ---------------------------------------------------------------------------------------------------------------------
// The catalogue

/** Every surcharge of the tariff, in code order. */
export const SURCHARGES: readonly SurchargeDefinition[] = [
  {
    code: 'ACI',
    name: 'Advance Commercial Information Fee',
    description:
      'Filing of the cargo data with the Canada Border Services Agency 24 hours before loading (ACI eManifest), for cargo to Canada.',
    basis: 'PER_BL',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.destination.countryCode === 'CA',
    amount: () => usd(40),
  },
  {
    code: 'AFR',
    name: 'Advance Filing Rules Fee',
    description:
      "Filing of the cargo data with Japan Customs before loading (Japan's Advance Filing Rules), for cargo to Japan.",
    basis: 'PER_BL',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.destination.countryCode === 'JP',
    amount: () => usd(30),
  },
  {
    code: 'AMS',
    name: 'Automated Manifest System Fee',
    description:
      'Filing of the cargo manifest with U.S. Customs and Border Protection 24 hours before loading (AMS, 24-hour rule), for cargo to the United States.',
    basis: 'PER_BL',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.destination.countryCode === 'US',
    amount: () => usd(35),
  },
  {
    code: 'BAF',
    name: 'Bunker Adjustment Factor',
    description:
      'Bunker (marine fuel) cost of the ocean voyage on long-haul trades, set each quarter from the average fuel price and the sailing distance.',
    basis: 'PER_TEU',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: quarterOf,
    appliesTo: (context) => !intraRegional(context),
    amount: (context) => usd(Math.max(60, Math.round(context.distanceNm * 0.045 * bunkerFactor(context.date)))),
  },
  {
    code: 'BUC',
    name: 'Bunker Charge',
    description:
      'Bunker (marine fuel) cost on intra-regional trades (within Asia, within Europe, within the Americas), set each quarter.',
    basis: 'PER_TEU',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: quarterOf,
    appliesTo: intraRegional,
    amount: (context) => usd(Math.max(40, Math.round(context.distanceNm * 0.06 * bunkerFactor(context.date)))),
  },
  {
    code: 'CAF',
    name: 'Currency Adjustment Factor',
    description:
      'Covers exchange-rate risk between the freight currency (USD) and the local currencies of trades to and from Europe.',
    basis: 'PER_TEU',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: quarterOf,
    appliesTo: (context) => (context.origin.region === 'EU') !== (context.destination.region === 'EU'),
    amount: () => usd(18),
  },
  {
    code: 'CIS',
    name: 'Container Imbalance Surcharge',
    description:
      'Cost of bringing empty containers back from import-heavy regions (Africa, Latin America) where few export loads leave.',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2025-07-01'),
    appliesTo: (context) =>
      ['EUA', 'LA'].includes(context.destination.region) && context.origin.region !== context.destination.region,
    amount: (context) => bySize(context, 100, 150),
  },
  {
    code: 'CUC',
    name: 'Chassis Usage Charge',
    description: 'Use of a carrier chassis for the inland move of the container at destination in the United States.',
    basis: 'PER_CONTAINER',
    stage: 'DESTINATION',
    paymentTermCode: 'COL',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.destination.countryCode === 'US',
    amount: () => usd(45),
  },
  {
    code: 'DDC',
    name: 'Destination Delivery Charge',
    description:
      'Terminal handling and delivery at the U.S. or Canadian port of discharge for cargo from Asia (instead of destination THC).',
    basis: 'PER_CONTAINER',
    stage: 'DESTINATION',
    paymentTermCode: 'COL',
    validity: since('2025-01-01'),
    appliesTo: hasDdc,
    amount: (context) => bySize(context, 450, 600),
  },
  {
    code: 'DGS',
    name: 'Dangerous Goods Surcharge',
    description:
      'Extra handling, stowage and documentation of dangerous goods (IMDG Code classes); every dangerous goods container pays it.',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.cargoType === 'DANGEROUS',
    amount: (context) => bySize(context, 150, 250),
  },
  {
    code: 'DOC',
    name: 'Documentation Fee',
    description: 'Issue of the bill of lading and the export documentation at origin, per bill of lading.',
    basis: 'PER_BL',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: () => true,
    amount: (context) => local(context.origin, (charges) => charges.doc),
  },
  {
    code: 'DTHC',
    name: 'Destination Terminal Handling Charge',
    description:
      'Discharging and handling of the container at the destination terminal, in the local currency (reefers pay 30 % more).',
    basis: 'PER_CONTAINER',
    stage: 'DESTINATION',
    paymentTermCode: 'COL',
    validity: since('2025-01-01'),
    appliesTo: (context) => !hasDdc(context),
    amount: (context) => thc(context.destination, context),
  },
  {
    code: 'EBS',
    name: 'Emergency Bunker Surcharge',
    description:
      'Temporary bunker surcharge while fuel prices stay above the level of the quarterly bunker formula, on trades from Asia.',
    basis: 'PER_TEU',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: between('2026-10-15', '2027-01-14'),
    appliesTo: (context) => ASIA.includes(context.origin.region),
    amount: () => usd(45),
  },
  {
    code: 'EIS',
    name: 'Equipment Imbalance Surcharge',
    description:
      'Cost of positioning empty containers into South Asia and the Middle East from Europe and North America, where equipment is short.',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2026-04-01'),
    appliesTo: trade(['EU', 'NA'], ['SAS', 'WAS']),
    amount: (context) => bySize(context, 60, 90),
  },
  {
    code: 'ENS',
    name: 'Entry Summary Declaration Fee',
    description:
      'Filing of the entry summary declaration under the EU Import Control System (ICS2) before loading, for cargo to the European Union, Norway or Switzerland.',
    basis: 'PER_BL',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => ENS_COUNTRIES.has(context.destination.countryCode),
    amount: () => usd(35),
  },
  {
    code: 'ETS',
    name: 'EU Emissions Trading System Surcharge',
    description:
      'Cost of EU ETS emission allowances for voyages calling in the EU or EEA: all of an intra-EEA voyage, half of a voyage to or from outside the EEA.',
    basis: 'PER_TEU',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: yearOf,
    appliesTo: (context) =>
      ETS_COUNTRIES.has(context.origin.countryCode) || ETS_COUNTRIES.has(context.destination.countryCode),
    amount: (context) => {
      const share =
        ETS_COUNTRIES.has(context.origin.countryCode) && ETS_COUNTRIES.has(context.destination.countryCode) ? 1 : 0.5;
      const euros = Math.max(5, Math.round(context.distanceNm * 0.012 * share));
      return { amount: euros * 100, currency: 'EUR' };
    },
  },
  {
    code: 'GRI',
    name: 'General Rate Increase',
    description: 'Announced increase of the ocean freight on the trades from Asia to Europe and North America.',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: between('2026-12-01', '2026-12-31'),
    appliesTo: trade(ASIA, ['EU', 'NA']),
    amount: (context) => bySize(context, 250, 500),
  },
  {
    code: 'HCS',
    name: 'High Cube Surcharge',
    description: "Extra charge for a 40' high cube container on intra-Asia trades.",
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.sizeType.startsWith('45') && trade(ASIA, ASIA)(context),
    amount: () => usd(50),
  },
  {
    code: 'ISPS',
    name: 'International Ship and Port Facility Security Charge',
    description: 'Port security under the ISPS Code at the origin terminal, in the local currency.',
    basis: 'PER_CONTAINER',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: () => true,
    amount: (context) => local(context.origin, (charges) => charges.isps),
  },
  {
    code: 'LSS',
    name: 'Low Sulphur Surcharge',
    description:
      'Extra cost of very low sulphur fuel oil required by IMO 2020 and in emission control areas, set each quarter by sailing distance.',
    basis: 'PER_TEU',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: quarterOf,
    appliesTo: () => true,
    amount: (context) => usd(Math.max(10, Math.round(context.distanceNm * 0.008 * bunkerFactor(context.date)))),
  },
  {
    code: 'ORC',
    name: 'Origin Receiving Charge',
    description:
      'Receiving and handling of the container at the origin terminal in China and Hong Kong for cargo to North America, in the local currency.',
    basis: 'PER_CONTAINER',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => ['CN', 'HK'].includes(context.origin.countryCode) && context.destination.region === 'NA',
    amount: (context) => local(context.origin, (charges) => (is20(context) ? charges.thc20 : charges.thc40), 0.5),
  },
  {
    code: 'OTHC',
    name: 'Origin Terminal Handling Charge',
    description:
      'Receiving, handling and loading of the container at the origin terminal, in the local currency (reefers pay 30 % more).',
    basis: 'PER_CONTAINER',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: () => true,
    amount: (context) => thc(context.origin, context),
  },
  {
    code: 'OWS',
    name: 'Overweight Surcharge',
    description:
      "Applies to a 20' dry container whose cargo weighs more than 18 tonnes (axle loads on the road and at the terminal).",
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    conditional: true,
    validity: since('2025-01-01'),
    appliesTo: (context) => context.sizeType === '22G1',
    amount: () => usd(200),
  },
  {
    code: 'PCC',
    name: 'Port Congestion Charge',
    description: 'Cost of vessel waiting time at congested ports of discharge (Chittagong, Karachi, Lagos, Colombo).',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2026-06-01'),
    appliesTo: (context) => ['BD', 'PK', 'NG', 'LK'].includes(context.destination.countryCode),
    amount: (context) => bySize(context, 150, 300),
  },
  {
    code: 'PCS',
    name: 'Panama Canal Surcharge',
    description: 'Panama Canal tolls and transit costs of routes through the Panama Canal.',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => passes(context, 'PANAMA_N', 'PANAMA_S'),
    amount: (context) => bySize(context, 75, 140),
  },
  {
    code: 'PSS',
    name: 'Peak Season Surcharge',
    description:
      'Charged in the year-end and pre-Chinese-New-Year peak on the trades from Asia to Europe and North America, when demand exceeds capacity.',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: between('2026-11-15', '2027-02-14'),
    appliesTo: trade(ASIA, ['EU', 'NA']),
    amount: (context) => (context.destination.region === 'EU' ? bySize(context, 300, 600) : bySize(context, 400, 500)),
  },
  {
    code: 'RFS',
    name: 'Reefer Surcharge',
    description: 'Power supply, monitoring and pre-trip inspection of a refrigerated container during the voyage.',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.cargoType === 'REEFER',
    amount: (context) => bySize(context, 120, 200),
  },
  {
    code: 'SCS',
    name: 'Suez Canal Surcharge',
    description:
      'Suez Canal tolls and transit costs of routes through the Suez Canal (Asia - Europe and Mediterranean).',
    basis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => passes(context, 'SUEZ_N', 'SUEZ_S'),
    amount: (context) => bySize(context, 40, 75),
  },
  {
    code: 'SEAL',
    name: 'Seal Fee',
    description: 'High-security bolt seal (ISO 17712) supplied for the container at origin, in the local currency.',
    basis: 'PER_CONTAINER',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: () => true,
    amount: (context) => local(context.origin, (charges) => charges.seal),
  },
  {
    code: 'TLX',
    name: 'Telex Release Fee',
    description:
      'Release of the cargo at destination without original bills of lading (telex release), when the shipper asks for it.',
    basis: 'PER_BL',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    conditional: true,
    validity: since('2025-01-01'),
    appliesTo: () => true,
    amount: () => usd(50),
  },
  {
    code: 'WHF',
    name: 'Wharfage',
    description: 'Port dues on cargo crossing the quay, levied by the Korean port authorities at origin.',
    basis: 'PER_CONTAINER',
    stage: 'ORIGIN',
    paymentTermCode: 'PRE',
    validity: since('2025-01-01'),
    appliesTo: (context) => context.origin.countryCode === 'KR',
    amount: (context) => ({ amount: is20(context) ? 4_420 : 8_840, currency: 'KRW' }),
  },
  {
    code: 'WRS',
    name: 'War Risk Surcharge',
    description:
      'Extra war risk insurance of vessels and crews on routes through the Red Sea, the Gulf of Aden or the Strait of Hormuz, and calls in the Middle East.',
    basis: 'PER_TEU',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    validity: since('2024-01-15'),
    appliesTo: (context) =>
      passes(context, 'BAB_EL_MANDEB', 'RED_N', 'HORMUZ') ||
      context.origin.region === 'WAS' ||
      context.destination.region === 'WAS',
    amount: () => usd(85),
  },
];

/** TEU of one container of `sizeType` (20' = 1, 40' = 2). */
export function teuOfSizeType(sizeType: TariffSizeType): number {
  return sizeType.startsWith('2') ? 1 : 2;
}
