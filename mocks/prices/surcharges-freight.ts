import {
  ASIA,
  between,
  bunkerFactor,
  bySize,
  ETS_COUNTRIES,
  intraRegional,
  passes,
  quarterOf,
  since,
  type SurchargeDefinition,
  trade,
  usd,
  yearOf,
} from './surcharge-rules';

/*
 * The surcharges of the ocean voyage itself (stage FREIGHT): bunker, currency, risk, peak season, equipment and
 * trade-specific surcharges. Part of the tariff (./surcharge-catalogue.ts).
 */

/** The tariff's freight surcharges (stage FREIGHT), in code order. */
export const FREIGHT_SURCHARGES: readonly SurchargeDefinition[] = [
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
