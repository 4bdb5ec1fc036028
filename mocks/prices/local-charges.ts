import { type Money, toMinorUnits } from '@/domain/money/money';

import type { Port } from '../schedule/data/ports';
import { hashUnit } from '../schedule/data/random';
import { currencyOfCountry } from './exchange-rates';
import { is20, type TariffContext } from './surcharge-rules';

/*
 * The port countries' local charges (terminal handling, documentation, ISPS, seal) in their own currencies, as
 * published in carrier tariffs of 2025-2026 (Busan THC KRW 185,000 / 250,000, documentation KRW 40,000 per B/L).
 */

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
export function local(port: Port, pick: (charges: LocalCharges) => number, multiplier = 1): Money {
  const { currency, charges } = localChargesOf(port.countryCode);
  return { amount: toMinorUnits(pick(charges) * multiplier, currency), currency };
}

/** Terminal handling at `port` for the context's box (reefers 30 % more), in the port's currency. */
export const thc = (port: Port, context: TariffContext) =>
  local(port, (charges) => (is20(context) ? charges.thc20 : charges.thc40), context.cargoType === 'REEFER' ? 1.3 : 1);

/** The local currency of `port` (the terminal handling charges' currency). */
export function localCurrencyOf(port: Port): string {
  return localChargesOf(port.countryCode).currency;
}
