import { describe, expect, it } from 'vitest';

import type { QUOTE_SIZE_TYPES } from '@/domain/quote/quote-contract';
import { addDaysToIsoDate } from '@/lib/dates';

import { baseRateOf } from '../../../mocks/prices/base-rates';
import { exchangeRateOf, RATED_CURRENCIES } from '../../../mocks/prices/exchange-rates';
import { isoWeekOf, mondayOf } from '../../../mocks/prices/pricing-week';
import { REGION_CODES } from '../../../mocks/schedule/data/ports';

const weeks = (from: string, count: number) =>
  Array.from({ length: count }, (_, week) => addDaysToIsoDate(from, week * 7));

describe('pricing weeks', () => {
  it('are ISO weeks starting on Monday', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekOf('2026-11-21')).toBe('2026-W47');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });
});

describe('ocean freight base rates', () => {
  it('hold for a whole week and are the same on every call', () => {
    const monday = baseRateOf('EAS', 'EU', '45G1', '2026-11-23');
    expect(baseRateOf('EAS', 'EU', '45G1', '2026-11-29')).toEqual(monday);
    expect(monday).toMatchObject({ validFrom: '2026-11-23', validTo: '2026-11-29' });
    expect(baseRateOf('EAS', 'EU', '45G1', '2026-11-30').validFrom).toBe('2026-11-30');
  });

  it('move week by week by a few per cent at most, stay positive, and do move', () => {
    for (const origin of REGION_CODES) {
      for (const destination of REGION_CODES) {
        const rates = weeks('2025-01-06', 120).map((date) => baseRateOf(origin, destination, '42G1', date).usdCents);
        for (let week = 1; week < rates.length; week += 1) {
          const previous = rates[week - 1] ?? 0;
          expect(rates[week]).toBeGreaterThan(0);
          // 5 % of the log-index plus the rounding to USD 5.
          expect(Math.abs((rates[week] ?? 0) - previous)).toBeLessThanOrEqual(previous * 0.06 + 500);
        }
        expect(new Set(rates).size).toBeGreaterThan(10);
      }
    }
  });

  it("price a trade by size-type: 20' below 40', high cube above, reefers highest", () => {
    const rate = (sizeType: (typeof QUOTE_SIZE_TYPES)[number]) =>
      baseRateOf('EAS', 'EU', sizeType, '2026-11-23').usdCents;
    expect(rate('22G1')).toBeLessThan(rate('42G1'));
    expect(rate('42G1')).toBeLessThan(rate('45G1'));
    expect(rate('45G1')).toBeLessThan(rate('45R1'));
    // Late-2026 Asia - North Europe spot level: a few thousand USD per 40'.
    expect(rate('42G1')).toBeGreaterThan(150_000);
    expect(rate('42G1')).toBeLessThan(500_000);
  });

  it('depend on the seed', () => {
    expect(baseRateOf('EAS', 'EU', '42G1', '2026-11-23', 1)).not.toEqual(
      baseRateOf('EAS', 'EU', '42G1', '2026-11-23', 2),
    );
  });
});

describe('exchange rates', () => {
  it('are published on Mondays, deterministic, near realistic levels', () => {
    const krw = exchangeRateOf('KRW', '2026-11-21');
    expect(krw).toEqual(exchangeRateOf('KRW', '2026-11-16'));
    expect(krw?.asOf).toBe('2026-11-16');
    expect(Number(krw?.usdPerUnit)).toBeGreaterThan(0.0005);
    expect(Number(krw?.usdPerUnit)).toBeLessThan(0.001);
    expect(exchangeRateOf('USD', '2026-11-21')).toEqual({ currency: 'USD', usdPerUnit: '1', asOf: '2026-11-16' });
    expect(exchangeRateOf('XXX', '2026-11-21')).toBeUndefined();
  });

  it('write every rate as a decimal string the contract accepts, week after week', () => {
    for (const currency of RATED_CURRENCIES) {
      for (const date of weeks('2026-01-05', 60)) {
        expect(exchangeRateOf(currency, date)?.usdPerUnit).toMatch(/^\d{1,6}(\.\d{1,10})?$/);
      }
    }
    expect(exchangeRateOf('EUR', '2026-11-23')?.usdPerUnit).not.toBe(exchangeRateOf('EUR', '2026-11-16')?.usdPerUnit);
    expect(exchangeRateOf('AED', '2026-11-23')?.usdPerUnit).toBe(exchangeRateOf('AED', '2026-01-05')?.usdPerUnit);
  });
});
