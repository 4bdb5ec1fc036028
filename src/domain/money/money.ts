import { z } from '@/config/zod-mini';

/*
 * Money as the carrier's price screens carry it: an integer amount in the currency's minor units
 * (cents for USD and EUR, whole won for KRW, whole yen for JPY: ISO 4217 exponents), never a float, so a sum of lines is
 * exact and nothing shows as 0.30000000000000004. Conversions to USD go through BigInt and round once per line.
 * Shared by the prices pages, the quote a booking is made on, and (later) invoices.
 */

/** ISO 4217 alphabetic currency code ('USD', 'KRW'). */
export const currencyCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'a currency is three capital letters'));

/**
 * An amount of money: `amount` is an integer in minor units of `currency` (USD 1234 = 12.34 USD; KRW 185000 =
 * ₩185,000). Negative amounts are allowed (a rebate), fractions of a minor unit are not.
 */
export const moneySchema = z.object({
  amount: z.number().check(z.int()),
  currency: currencyCodeSchema,
});
/** See {@link moneySchema}. */
export type Money = z.infer<typeof moneySchema>;

/**
 * The rate of one unit of `currency` in USD on date `asOf` ('yyyy-MM-dd', the rate's publication date), written as a
 * decimal string with at most 10 decimals ('0.00072150' for KRW) so it survives JSON without float noise.
 */
export const exchangeRateSchema = z.object({
  currency: currencyCodeSchema,
  usdPerUnit: z.string().check(z.regex(/^\d{1,6}(\.\d{1,10})?$/, 'a rate is a decimal number')),
  asOf: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
/** See {@link exchangeRateSchema}. */
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** Exponent table for the currencies Intl may not know in an old runtime; Intl answers for the rest. */
const KNOWN_DECIMALS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CNY: 2,
  KRW: 0,
  JPY: 0,
  TWD: 2,
  SGD: 2,
  HKD: 2,
  INR: 2,
  VND: 0,
  IDR: 2,
  THB: 2,
  AUD: 2,
  CAD: 2,
  MXN: 2,
  BRL: 2,
  AED: 2,
  SAR: 2,
  KWD: 3,
  BHD: 3,
};

/**
 * The number of minor-unit decimals of `currency` (ISO 4217 exponent): 2 for USD, 0 for KRW and JPY, 3 for KWD.
 * Unknown codes fall back to what Intl.NumberFormat reports for them, else 2.
 */
export function currencyDecimals(currency: string): number {
  const known = KNOWN_DECIMALS[currency];
  if (known !== undefined) return known;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** `amount` (major units, e.g. 12.34) as integer minor units of `currency`, rounded half away from zero. */
export function toMinorUnits(amount: number, currency: string): number {
  const scaled = amount * 10 ** currencyDecimals(currency);
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** The minor-unit amount of `money` as a plain decimal string in major units: USD 123456 -> '1234.56', KRW 5 -> '5'. */
export function toDecimalString(money: Money): string {
  const decimals = currencyDecimals(money.currency);
  const negative = money.amount < 0;
  const digits = String(Math.abs(money.amount)).padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * `money` for display in `locale` with the currency's own decimals: formatMoney({amount: 185000, currency: 'KRW'},
 * 'en') -> '₩185,000'; USD 123456 in 'ko' -> 'US$1,234.56'. Exact: the amount is formatted from its decimal string.
 */
export function formatMoney(money: Money, locale: string): string {
  const decimals = currencyDecimals(money.currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl accepts decimal strings exactly (no float on the way); TypeScript's lib types only number and bigint.
  return format.format(toDecimalString(money) as unknown as number);
}

/** Scale of {@link ExchangeRate.usdPerUnit} in integer arithmetic (10 decimals). */
const RATE_SCALE = 10n ** 10n;

function rateToScaledBigInt(usdPerUnit: string): bigint {
  const [whole = '0', fraction = ''] = usdPerUnit.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(10, '0').slice(0, 10));
}

/**
 * `money` converted to USD cents at `rate` (which must be the rate of `money.currency`; USD converts at 1), rounded
 * half away from zero once. Exact: BigInt arithmetic, no float. Throws an Error when the rate is of another currency.
 */
export function toUsdCents(money: Money, rate: ExchangeRate | undefined): number {
  if (money.currency === 'USD') return money.amount;
  if (!rate || rate.currency !== money.currency) {
    throw new Error(`No USD rate for ${money.currency}`);
  }
  const minorPerMajor = 10n ** BigInt(currencyDecimals(money.currency));
  // cents = amount / 10^d * rate * 100 = amount * rateScaled * 100 / (10^d * RATE_SCALE)
  const numerator = BigInt(money.amount) * rateToScaledBigInt(rate.usdPerUnit) * 100n;
  const denominator = minorPerMajor * RATE_SCALE;
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const rounded = (absolute * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

/** The sum of `moneys` per currency, in first-seen order: [{USD 1000}, {KRW 5}, {USD 1}] -> [{USD 1001}, {KRW 5}]. */
export function subtotalsByCurrency(moneys: readonly Money[]): Money[] {
  const totals = new Map<string, number>();
  for (const { amount, currency } of moneys) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}
