import type { QuoteSizeType } from '@/domain/quote/quote-contract';

import type { RegionCode } from '../schedule/data/ports';
import { hashUnit } from '../schedule/data/random';
import { mondayOf, weekIndexOf } from './pricing-week';

/*
 * Ocean freight (OFT) base rates of the mock carrier: USD per container by trade (docs/requirements.md §3 region of origin ->
 * region of destination) and size-type, moving week by week like a spot market. Each trade has a level for a 40' dry box (late
 * 2026 spot levels, e.g. East Asia -> North Europe about USD 2,900/FEU, transpacific about USD 2,400/FEU, backhauls far
 * lower); the other size-types are fixed ratios of it. The weekly index is a mean-reverting random walk of the seed,
 * the trade and the ISO week: bounded, never negative, a few per cent from one week to the next.
 */

/** Seed of the weekly movements. */
export const BASE_RATE_SEED = 20_240_101;

/** USD per 40' dry container (42G1) by origin region, then destination region. */
const LEVEL_40_USD: Readonly<Record<RegionCode, Readonly<Record<RegionCode, number>>>> = {
  EAS: { EAS: 420, SAS: 780, WAS: 2150, EU: 2900, EUA: 3300, NA: 2400, LA: 2700 },
  SAS: { EAS: 650, SAS: 560, WAS: 1400, EU: 2600, EUA: 2500, NA: 2800, LA: 3000 },
  WAS: { EAS: 700, SAS: 650, WAS: 480, EU: 1500, EUA: 1300, NA: 2300, LA: 2600 },
  EU: { EAS: 750, SAS: 1100, WAS: 1450, EU: 620, EUA: 1900, NA: 1700, LA: 1600 },
  EUA: { EAS: 1200, SAS: 1400, WAS: 1300, EU: 1350, EUA: 900, NA: 2100, LA: 2300 },
  NA: { EAS: 820, SAS: 1300, WAS: 1900, EU: 1050, EUA: 2600, NA: 900, LA: 1500 },
  LA: { EAS: 1100, SAS: 1500, WAS: 2200, EU: 1200, EUA: 2400, NA: 1300, LA: 1000 },
};

/** Price of each size-type relative to a 40' dry box (20' about 60 %, high cube a little more, reefers about double). */
const SIZE_RATIO: Readonly<Record<QuoteSizeType, number>> = {
  '22G1': 0.6,
  '42G1': 1,
  '45G1': 1.05,
  '22R1': 1.25,
  '45R1': 1.95,
};

/** Weekly pull back to the level, and the largest weekly step of the log-index (|index change| <= about 5 %). */
const MEAN_REVERSION = 0.95;
const MAX_STEP = 0.025;

const walks = new Map<string, number[]>();

/** The log-index of `trade` in week `week` (0 before the anchor week): x(w+1) = 0.95 x(w) + step, |x| <= 0.5. */
function logIndex(seed: number, trade: string, week: number): number {
  if (week <= 0) return 0;
  const key = `${seed}|${trade}`;
  let walk = walks.get(key);
  if (!walk) {
    walk = [0];
    walks.set(key, walk);
  }
  for (let index = walk.length; index <= week; index += 1) {
    const step = (hashUnit(seed, 'oft', trade, index) * 2 - 1) * MAX_STEP;
    walk.push(MEAN_REVERSION * (walk[index - 1] ?? 0) + step);
  }
  return walk[week] ?? 0;
}

/** A base rate: USD cents per container, and the week it holds (Monday to Sunday, 'yyyy-MM-dd'). */
export interface BaseRate {
  /** USD cents per container, a whole multiple of USD 5. */
  usdCents: number;
  validFrom: string;
  /** The Sunday of the week. */
  validTo: string;
}

/**
 * The ocean freight of one `sizeType` container from region `origin` to region `destination` for a sailing in the week
 * of `date` ('yyyy-MM-dd'). Deterministic for (seed, trade, size-type, ISO week); always positive.
 */
export function baseRateOf(
  origin: RegionCode,
  destination: RegionCode,
  sizeType: QuoteSizeType,
  date: string,
  seed: number = BASE_RATE_SEED,
): BaseRate {
  const level = LEVEL_40_USD[origin][destination] * SIZE_RATIO[sizeType];
  const usd = level * Math.exp(logIndex(seed, `${origin}>${destination}`, weekIndexOf(date)));
  const monday = mondayOf(date);
  const sunday = new Date(`${monday}T00:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return {
    usdCents: Math.max(5, Math.round(usd / 5) * 5) * 100,
    validFrom: monday,
    validTo: sunday.toISOString().slice(0, 10),
  };
}
