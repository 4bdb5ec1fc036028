import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { subtotalsByCurrency, toUsdCents } from '@/domain/money/money';
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
            expect(offer.subtotals).toEqual(subtotalsByCurrency(offer.lines.map((line) => line.amount)));
            for (const line of offer.lines) {
              expect(line.amount).toEqual({
                amount: line.unitPrice.amount * line.quantity,
                currency: line.unitPrice.currency,
              });
              const rate = offer.exchangeRates.find((candidate) => candidate.currency === line.amount.currency);
              expect(line.usdAmount).toBe(toUsdCents(line.amount, rate));
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
