import type { InvoiceCharge, InvoiceExchangeRate } from '@/domain/invoice/invoice-contract';
import { currencyDecimals, type Money, subtotalsByCurrency, toDecimalString } from '@/domain/money/money';

import { exchangeRateOf } from '../prices/exchange-rates';

/*
 * The money rules of the mock carrier's invoices (docs/areas/e-finance.md, money rules): lines in their own currency and
 * minor units, one rate per foreign line currency into the invoice currency, each line converted once and rounded half
 * away from zero, in BigInt (never floats). DCSA's float fields are written from the minor units, never the reverse.
 */

/** Decimals of an invoice rate (the contract allows at most 10). */
const RATE_DECIMALS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** A decimal text ('0.00072', '1502.08') as an integer scaled by 10^10. */
function scaledRate(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(RATE_DECIMALS, '0').slice(0, RATE_DECIMALS));
}

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const rounded = (absolute * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** A scaled rate back to its decimal text, trailing zeros dropped: 15020800000000n -> '1502.08'. */
function rateText(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * The rate converting `fromCurrency` into `toCurrency` on `date` ('yyyy-MM-dd'): the carrier's weekly USD rates of both
 * (mocks/prices/exchange-rates.ts) crossed and rounded half up to 10 decimals, dated that week's Monday. Undefined when
 * either currency has no rate.
 */
export function invoiceRateOf(fromCurrency: string, toCurrency: string, date: string): InvoiceExchangeRate | undefined {
  const key = `${fromCurrency}|${toCurrency}|${date}`;
  if (crossRates.has(key)) return crossRates.get(key);
  const rate = crossRateOf(fromCurrency, toCurrency, date);
  crossRates.set(key, rate);
  return rate;
}

/** Crossed rates by currencies and date: thousands of invoices share a few dozen issue dates. */
const crossRates = new Map<string, InvoiceExchangeRate | undefined>();

function crossRateOf(fromCurrency: string, toCurrency: string, date: string): InvoiceExchangeRate | undefined {
  const from = exchangeRateOf(fromCurrency, date);
  const to = exchangeRateOf(toCurrency, date);
  if (!from || !to) return undefined;
  const cross = divideRounded(scaledRate(from.usdPerUnit) * RATE_SCALE, scaledRate(to.usdPerUnit));
  return { fromCurrency, toCurrency, rate: rateText(cross), rateDate: from.asOf };
}

/**
 * `money` converted at `rate` (1 rate.fromCurrency = rate.rate rate.toCurrency) into minor units of `rate.toCurrency`,
 * rounded half away from zero once. Exact (BigInt). Throws an Error when the rate is of another currency.
 */
export function convertMoney(money: Money, rate: InvoiceExchangeRate): Money {
  if (money.currency !== rate.fromCurrency)
    throw new Error(`The rate converts ${rate.fromCurrency}, not ${money.currency}`);
  const fromMinor = 10n ** BigInt(currencyDecimals(money.currency));
  const toMinor = 10n ** BigInt(currencyDecimals(rate.toCurrency));
  const amount = divideRounded(BigInt(money.amount) * scaledRate(rate.rate) * toMinor, fromMinor * RATE_SCALE);
  return { amount: Number(amount), currency: rate.toCurrency };
}

/** Minor units as DCSA's major-unit number: USD 123456 -> 1234.56, KRW 185000 -> 185000 (parsed from exact text). */
export function toMajorUnits(money: Money): number {
  return Number(toDecimalString(money));
}

/** The rates an invoice in `invoiceCurrency` needs for `lineCurrencies` on `date`, one per foreign currency, in order. */
export function ratesFor(
  lineCurrencies: readonly string[],
  invoiceCurrency: string,
  date: string,
): InvoiceExchangeRate[] {
  return [...new Set(lineCurrencies)]
    .filter((currency) => currency !== invoiceCurrency)
    .map((currency) => {
      const rate = invoiceRateOf(currency, invoiceCurrency, date);
      if (!rate) throw new Error(`No rate from ${currency} to ${invoiceCurrency}`);
      return rate;
    });
}

/**
 * The total of `lines` in `invoiceCurrency`: each line's `amount` converted once at its currency's rate of `rates`
 * (lines already in the invoice currency count as they are), summed in minor units. Throws when a rate is missing.
 */
export function invoiceTotalOf(
  lines: readonly Pick<InvoiceCharge, 'amount'>[],
  invoiceCurrency: string,
  rates: readonly InvoiceExchangeRate[],
): Money {
  let total = 0;
  for (const { amount } of lines) {
    if (amount.currency === invoiceCurrency) {
      total += amount.amount;
      continue;
    }
    const rate = rates.find((candidate) => candidate.fromCurrency === amount.currency);
    if (!rate) throw new Error(`No rate for ${amount.currency} on an invoice in ${invoiceCurrency}`);
    total += convertMoney(amount, rate).amount;
  }
  return { amount: total, currency: invoiceCurrency };
}

/** The lines' amounts summed per currency, in the order currencies first appear. */
export function subtotalsOf(lines: readonly Pick<InvoiceCharge, 'amount'>[]): Money[] {
  return subtotalsByCurrency(lines.map((line) => line.amount));
}
