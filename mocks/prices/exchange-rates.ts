// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- money's exact arithmetic, as issue 15's design asks
import type { ExchangeRate } from '@/domain/money/money';

import { hashUnit } from '../schedule/data/random';
import { mondayOf, weekIndexOf } from './pricing-week';

/*
 * Exchange rates of the mock carrier to USD, published every Monday (the carrier's weekly tariff exchange rate).
 * Deterministic: a mean-reverting random walk per currency around a realistic level (late 2026), driven by the seed
 * and the week alone. Pegged currencies (HKD, AED, SAR, ...) barely move.
 */

/** Seed of the weekly movements (the schedule's seed family; a test may pass another). */
export const EXCHANGE_SEED = 20_240_101;

/**
 * Local currency of a port's country (ISO 3166 alpha-2 -> ISO 4217) for its local charges (THC, documentation, seal,
 * security). Countries not listed bill local charges in USD, as many ports in Africa, Latin America and the Middle East
 * do.
 */
export const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  KR: 'KRW',
  CN: 'CNY',
  JP: 'JPY',
  TW: 'TWD',
  HK: 'HKD',
  MO: 'HKD',
  SG: 'SGD',
  IN: 'INR',
  VN: 'VND',
  TH: 'THB',
  MY: 'MYR',
  ID: 'IDR',
  PH: 'PHP',
  AU: 'AUD',
  NZ: 'NZD',
  BD: 'BDT',
  PK: 'PKR',
  LK: 'LKR',
  AE: 'AED',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  OM: 'OMR',
  BH: 'BHD',
  IL: 'ILS',
  GB: 'GBP',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
  PL: 'PLN',
  RO: 'RON',
  TR: 'TRY',
  ZA: 'ZAR',
  EG: 'EGP',
  KE: 'KES',
  MA: 'MAD',
  CA: 'CAD',
  US: 'USD',
  MX: 'MXN',
  BR: 'BRL',
  CL: 'CLP',
  // Euro area members among the network's countries.
  ...Object.fromEntries(
    ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LV', 'MT', 'NL', 'PT', 'SI'].map(
      (country) => [country, 'EUR'],
    ),
  ),
};

/** The local currency of `countryCode` (USD where {@link COUNTRY_CURRENCY} lists none). */
export function currencyOfCountry(countryCode: string): string {
  return COUNTRY_CURRENCY[countryCode] ?? 'USD';
}

/** Level (USD per unit) and weekly volatility of each currency; volatility 0 for pegs. */
const LEVELS: Readonly<Record<string, { usdPerUnit: number; weekly: number }>> = {
  KRW: { usdPerUnit: 0.00072, weekly: 0.008 },
  CNY: { usdPerUnit: 0.1385, weekly: 0.003 },
  JPY: { usdPerUnit: 0.00662, weekly: 0.01 },
  TWD: { usdPerUnit: 0.0312, weekly: 0.005 },
  HKD: { usdPerUnit: 0.1284, weekly: 0.0003 },
  SGD: { usdPerUnit: 0.7475, weekly: 0.004 },
  INR: { usdPerUnit: 0.01185, weekly: 0.003 },
  VND: { usdPerUnit: 0.0000392, weekly: 0.002 },
  THB: { usdPerUnit: 0.0289, weekly: 0.006 },
  MYR: { usdPerUnit: 0.2215, weekly: 0.005 },
  IDR: { usdPerUnit: 0.0000628, weekly: 0.005 },
  PHP: { usdPerUnit: 0.01735, weekly: 0.004 },
  AUD: { usdPerUnit: 0.6545, weekly: 0.008 },
  NZD: { usdPerUnit: 0.5985, weekly: 0.008 },
  BDT: { usdPerUnit: 0.00836, weekly: 0.002 },
  PKR: { usdPerUnit: 0.00357, weekly: 0.003 },
  LKR: { usdPerUnit: 0.00334, weekly: 0.004 },
  AED: { usdPerUnit: 0.2723, weekly: 0 },
  SAR: { usdPerUnit: 0.2667, weekly: 0 },
  QAR: { usdPerUnit: 0.2747, weekly: 0 },
  KWD: { usdPerUnit: 3.254, weekly: 0.001 },
  OMR: { usdPerUnit: 2.6008, weekly: 0 },
  BHD: { usdPerUnit: 2.6596, weekly: 0 },
  ILS: { usdPerUnit: 0.2695, weekly: 0.008 },
  EUR: { usdPerUnit: 1.0815, weekly: 0.007 },
  GBP: { usdPerUnit: 1.2705, weekly: 0.007 },
  NOK: { usdPerUnit: 0.0935, weekly: 0.009 },
  SEK: { usdPerUnit: 0.0952, weekly: 0.009 },
  DKK: { usdPerUnit: 0.1451, weekly: 0.0005 },
  PLN: { usdPerUnit: 0.2505, weekly: 0.008 },
  RON: { usdPerUnit: 0.2172, weekly: 0.005 },
  TRY: { usdPerUnit: 0.0291, weekly: 0.01 },
  ZAR: { usdPerUnit: 0.0548, weekly: 0.012 },
  EGP: { usdPerUnit: 0.0204, weekly: 0.01 },
  KES: { usdPerUnit: 0.00775, weekly: 0.004 },
  MAD: { usdPerUnit: 0.1002, weekly: 0.004 },
  CAD: { usdPerUnit: 0.7285, weekly: 0.005 },
  MXN: { usdPerUnit: 0.0551, weekly: 0.01 },
  BRL: { usdPerUnit: 0.1805, weekly: 0.012 },
  CLP: { usdPerUnit: 0.00106, weekly: 0.009 },
};

/** Currencies the mock publishes a rate for (besides USD, which is 1). */
export const RATED_CURRENCIES: readonly string[] = Object.keys(LEVELS);

/** How strongly a walk is pulled back to its level each week (keeps it bounded). */
const MEAN_REVERSION = 0.9;

const walks = new Map<string, number[]>();

/** Log-deviation from the level in week `week` (>= 0): x(w+1) = 0.9 x(w) + step, |step| <= volatility. */
function deviation(seed: number, currency: string, volatility: number, week: number): number {
  if (week <= 0 || volatility === 0) return 0;
  const key = `${seed}|${currency}`;
  let walk = walks.get(key);
  if (!walk) {
    walk = [0];
    walks.set(key, walk);
  }
  for (let index = walk.length; index <= week; index += 1) {
    const step = (hashUnit(seed, 'fx', currency, index) * 2 - 1) * volatility;
    walk.push(MEAN_REVERSION * (walk[index - 1] ?? 0) + step);
  }
  return walk[week] ?? 0;
}

/** A rate as a decimal string with 6 significant digits (at most 10 decimals): 0.000721534 -> '0.000721534'. */
function rateText(value: number): string {
  const decimals = Math.min(10, Math.max(0, 5 - Math.floor(Math.log10(value))));
  return value.toFixed(decimals);
}

/**
 * The carrier's rate of `currency` to USD for the week of `date` ('yyyy-MM-dd'), dated that week's Monday; USD is '1'.
 * Undefined for a currency the mock does not rate.
 */
export function exchangeRateOf(currency: string, date: string, seed: number = EXCHANGE_SEED): ExchangeRate | undefined {
  const asOf = mondayOf(date);
  if (currency === 'USD') return { currency, usdPerUnit: '1', asOf };
  const level = LEVELS[currency];
  if (!level) return undefined;
  const value = level.usdPerUnit * Math.exp(deviation(seed, currency, level.weekly, weekIndexOf(date)));
  return { currency, usdPerUnit: rateText(value), asOf };
}

/** The rates of the non-USD `currencies` (each once, in the given order) for the week of `date`. */
export function exchangeRatesFor(currencies: readonly string[], date: string, seed?: number): ExchangeRate[] {
  return [...new Set(currencies)]
    .filter((currency) => currency !== 'USD')
    .flatMap((currency) => {
      const rate = exchangeRateOf(currency, date, seed);
      return rate ? [rate] : [];
    });
}
