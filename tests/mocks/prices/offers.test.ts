import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { ExchangeRate, Money } from '@/domain/money/money';
import { QUOTE_SIZE_TYPES, quoteOffersResponseSchema, type QuoteSearch } from '@/domain/quote/quote-contract';
import { addDaysToIsoDate } from '@/lib/dates';

import { portCutOffMs } from '../../../mocks/booking/sailings';
import { createQuoteSearch } from '../../../mocks/prices/factories';
import { quoteOffers } from '../../../mocks/prices/offers';
import { PORTS } from '../../../mocks/schedule/data/ports';

// Main ports of every region: the network routes between all of them (feeder-only ports would make most draws empty).
const MAIN_PORTS = [
  'KRPUS', 'CNSHA', 'JPTYO', 'SGSIN', 'INNSA', 'AEJEA', 'SAJED', 'NLRTM', 'DEHAM', 'GBFXT', 'TRMER', 'ZADUR',
  'USLAX', 'USNYC', 'CAVAN', 'BRSSZ',
]; // prettier-ignore
const NOW = Date.parse('2026-11-21T02:00:00Z');

function offersFor(search: QuoteSearch, nowMs = NOW) {
  return quoteOffersResponseSchema.parse({ offers: quoteOffers(search, nowMs) }).offers;
}

/** The exact USD cents of `money` at `rate` in floating point (ISO 4217 minor units from Intl), not rounded. */
function exactUsdCents(money: Money, rate: ExchangeRate | undefined): number {
  if (money.currency === 'USD') return money.amount;
  if (!rate) throw new Error(`no rate for ${money.currency}`);
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: money.currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return (money.amount / 10 ** decimals) * Number(rate.usdPerUnit) * 100;
}

/** Sum of `moneys` per currency, as a Map (order left aside). */
function sumsByCurrency(moneys: readonly Money[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { amount, currency } of moneys) sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return sums;
}

describe('instant quote offers', () => {
  it('offer Busan -> Rotterdam sailings of the coming weeks, itemised, all-in in USD', () => {
    const offers = offersFor(createQuoteSearch({ cargoReadyDate: '2026-11-21' }));
    expect(offers.length).toBeGreaterThanOrEqual(4);
    const [first] = offers;
    expect(first?.lines[0]).toMatchObject({ chargeCode: 'OFT', calculationBasis: 'PER_CONTAINER', quantity: 2 });
    const codes = first?.lines.map((line) => line.chargeCode);
    expect(codes).toEqual(expect.arrayContaining(['OTHC', 'DOC', 'BAF', 'ENS', 'SCS', 'ETS', 'DTHC']));
    expect(first?.lines.find((line) => line.chargeCode === 'OTHC')).toMatchObject({
      unitPrice: { amount: 250_000, currency: 'KRW' },
      quantity: 2,
      amount: { amount: 500_000, currency: 'KRW' },
    });
    expect(first?.lines.find((line) => line.chargeCode === 'BAF')?.quantity).toBe(4);
    expect(first?.lines.find((line) => line.chargeCode === 'DOC')?.quantity).toBe(1);
    // Conditional surcharges (telex release, overweight) are tariffed but not part of an instant quote.
    expect(codes).not.toContain('TLX');
    expect(first?.exchangeRates.map((rate) => rate.currency).sort()).toEqual(['EUR', 'KRW']);
  });

  it('convert each line to USD cents once, rounded half away from zero, and total them by hand', () => {
    const [first] = offersFor(createQuoteSearch({ cargoReadyDate: '2026-11-21' }));
    // The week's rates (published Monday 2026-11-16) are the inputs of the arithmetic below.
    expect(first?.exchangeRates).toEqual([
      { currency: 'KRW', usdPerUnit: '0.000726580', asOf: '2026-11-16' },
      { currency: 'EUR', usdPerUnit: '1.06869', asOf: '2026-11-16' },
    ]);
    const usd = Object.fromEntries(first?.lines.map((line) => [line.chargeCode, line.usdAmount]) ?? []);
    expect(usd).toMatchObject({
      OTHC: 36_329, // KRW 250,000 x 2 = 500,000 x 0.00072658 = USD 363.29
      DOC: 2_906, // KRW 40,000 x 1 x 0.00072658 = USD 29.0632 -> 2,906.32 cents -> 2,906
      ISPS: 1_250, // KRW 8,600 x 2 = 17,200 x 0.00072658 = USD 12.497176 -> 1,249.72 cents -> 1,250
      SEAL: 1_453, // KRW 10,000 x 2 = 20,000 x 0.00072658 = USD 14.5316 -> 1,453.16 cents -> 1,453
      WHF: 1_285, // KRW 8,840 x 2 = 17,680 x 0.00072658 = USD 12.8459344 -> 1,284.59 cents -> 1,285
      ETS: 28_641, // EUR 67.00 x 4 TEU = EUR 268.00 x 1.06869 = USD 286.40892 -> 28,640.89 cents -> 28,641
      DTHC: 58_778, // EUR 275.00 x 2 = EUR 550.00 x 1.06869 = USD 587.7795 -> 58,777.95 cents -> 58,778
      BAF: 200_400, // USD 501.00 x 4 TEU
    });
    expect(first?.subtotals).toEqual([
      // 5,740.00 OFT + 35.00 ENS + 2,004.00 BAF + 72.00 CAF + 180.00 EBS + 356.00 LSS + 1,200.00 PSS + 150.00 SCS
      // + 340.00 WRS
      { currency: 'USD', amount: 1_007_700 },
      // 40,000 DOC + 17,200 ISPS + 500,000 OTHC + 20,000 SEAL + 17,680 WHF
      { currency: 'KRW', amount: 594_880 },
      // 26,800 ETS + 55,000 DTHC (cents)
      { currency: 'EUR', amount: 81_800 },
    ]);
    // USD 1,007,700 + KRW lines 2,906 + 1,250 + 36,329 + 1,453 + 1,285 + EUR lines 28,641 + 58,778 (cents)
    expect(first?.totalUsd).toBe(1_138_342);
  });

  it('offer only sailings whose port cut-off is ahead and on or after the cargo-ready date, for four weeks', () => {
    const search = createQuoteSearch({ cargoReadyDate: '2026-11-25' });
    const offers = offersFor(search);
    for (const offer of offers) {
      expect(portCutOffMs(offer.route)).toBeGreaterThan(NOW);
      expect(offer.route.departureDate.slice(0, 10) >= '2026-11-25').toBe(true);
      expect(offer.route.departureDate.slice(0, 10) <= addDaysToIsoDate('2026-11-25', 27)).toBe(true);
      expect(Date.parse(offer.validUntil)).toBeLessThanOrEqual(
        Math.min(NOW + 7 * 86_400_000, portCutOffMs(offer.route)),
      );
    }
  });

  it('keep offer ids for the same search, sailing and pricing week, and change them the week after', () => {
    const search = createQuoteSearch({ cargoReadyDate: '2026-11-27' });
    const ids = offersFor(search).map((offer) => offer.offerId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(offersFor(search, NOW + 3_600_000).map((offer) => offer.offerId)).toEqual(ids);
    const nextWeek = offersFor(search, Date.parse('2026-11-23T02:00:00Z'));
    expect(nextWeek.length).toBeGreaterThan(0);
    expect(nextWeek.filter((offer) => ids.includes(offer.offerId))).toEqual([]);
  });

  it('total the sum of their lines, lines add up per currency, each line converted once', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...MAIN_PORTS),
        fc.constantFrom(...MAIN_PORTS),
        fc.constantFrom(...QUOTE_SIZE_TYPES),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 60 }),
        (originCode, destinationCode, isoEquipmentCode, quantity, readyInDays, nowInDays) => {
          fc.pre(originCode !== destinationCode);
          const nowMs = NOW + nowInDays * 86_400_000;
          const today = new Date(nowMs).toISOString().slice(0, 10);
          const search = createQuoteSearch({
            originCode,
            destinationCode,
            isoEquipmentCode,
            quantity,
            cargoReadyDate: addDaysToIsoDate(today, readyInDays),
          });
          for (const offer of offersFor(search, nowMs)) {
            expect(offer.totalUsd).toBe(offer.lines.reduce((sum, line) => sum + line.usdAmount, 0));
            expect(new Map(offer.subtotals.map(({ currency, amount }) => [currency, amount]))).toEqual(
              sumsByCurrency(offer.lines.map((line) => line.amount)),
            );
            for (const line of offer.lines) {
              expect(line.amount).toEqual({
                amount: line.unitPrice.amount * line.quantity,
                currency: line.unitPrice.currency,
              });
              const rate = offer.exchangeRates.find((candidate) => candidate.currency === line.amount.currency);
              // Rounded once: within half a cent of the exact conversion.
              expect(Math.abs(line.usdAmount - exactUsdCents(line.amount, rate))).toBeLessThanOrEqual(0.5 + 1e-9);
              expect(line.amount.amount).toBeGreaterThan(0);
            }
            expect(offer.quantity).toBe(quantity);
            checked += 1;
          }
        },
      ),
      { numRuns: 60 },
    );
    // The property held for many real offers, not vacuously for searches without sailings.
    expect(checked).toBeGreaterThan(100);
  });

  it('find sailings between most main ports', () => {
    const known = MAIN_PORTS.filter((code) => PORTS.some((port) => port.locationCode === code));
    expect(known).toEqual(MAIN_PORTS);
    expect(
      offersFor(createQuoteSearch({ originCode: 'CNSHA', destinationCode: 'USLAX', cargoReadyDate: '2026-11-23' }))
        .length,
    ).toBeGreaterThan(0);
  });
});
