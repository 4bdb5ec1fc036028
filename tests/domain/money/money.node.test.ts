import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  currencyDecimals,
  type ExchangeRate,
  formatMoney,
  subtotalsByCurrency,
  toDecimalString,
  toMinorUnits,
  toUsdCents,
} from '@/domain/money/money';

const rate = (currency: string, usdPerUnit: string): ExchangeRate => ({ currency, usdPerUnit, asOf: '2026-11-23' });

describe('currency decimals', () => {
  it('follow ISO 4217: 2 for USD and EUR, 0 for KRW and JPY, 3 for KWD', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('KRW')).toBe(0);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(toMinorUnits(185_000, 'KRW')).toBe(185_000);
    expect(toMinorUnits(12.345, 'USD')).toBe(1235);
    expect(toDecimalString({ amount: 5, currency: 'USD' })).toBe('0.05');
    expect(toDecimalString({ amount: -123_456, currency: 'USD' })).toBe('-1234.56');
    expect(toDecimalString({ amount: 185_000, currency: 'KRW' })).toBe('185000');
  });
});

describe('toUsdCents', () => {
  it('rounds half away from zero, once', () => {
    // KRW 1 at 0.005 USD = 0.5 cent -> 1 cent; -0.5 -> -1; 0.3 -> 0.
    expect(toUsdCents({ amount: 1, currency: 'KRW' }, rate('KRW', '0.005'))).toBe(1);
    expect(toUsdCents({ amount: -1, currency: 'KRW' }, rate('KRW', '0.005'))).toBe(-1);
    expect(toUsdCents({ amount: 3, currency: 'KRW' }, rate('KRW', '0.001'))).toBe(0);
    // EUR 0.01 at 1.5 = 1.5 cents -> 2; EUR 0.01 at 1.49 -> 1.
    expect(toUsdCents({ amount: 1, currency: 'EUR' }, rate('EUR', '1.5'))).toBe(2);
    expect(toUsdCents({ amount: 1, currency: 'EUR' }, rate('EUR', '1.49'))).toBe(1);
  });

  it('converts currencies without minor units from whole units', () => {
    // Busan THC: KRW 250,000 at 0.000720 = USD 180.00.
    expect(toUsdCents({ amount: 250_000, currency: 'KRW' }, rate('KRW', '0.000720'))).toBe(18_000);
    // JPY 52,000 at 0.00662 = USD 344.24.
    expect(toUsdCents({ amount: 52_000, currency: 'JPY' }, rate('JPY', '0.00662'))).toBe(34_424);
    // KWD 1.000 (1000 fils) at 3.254 = USD 3.254 -> 325 cents.
    expect(toUsdCents({ amount: 1000, currency: 'KWD' }, rate('KWD', '3.254'))).toBe(325);
  });

  it('keeps USD as it is and refuses a rate of another currency', () => {
    expect(toUsdCents({ amount: 12_345, currency: 'USD' }, undefined)).toBe(12_345);
    expect(() => toUsdCents({ amount: 1, currency: 'EUR' }, rate('KRW', '0.0007'))).toThrow(/No USD rate for EUR/);
    expect(() => toUsdCents({ amount: 1, currency: 'EUR' }, undefined)).toThrow(Error);
  });

  it('is exact where floats are not (no 0.30000000000000004)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        (amount, per) => {
          const usdPerUnit = `0.${String(per).padStart(5, '0')}`;
          const exact = BigInt(amount) * BigInt(per) * 100n; // cents * 10^5 (rate has 5 decimals, amount in whole units)
          const scale = 100_000n;
          const magnitude = (exact < 0n ? -exact : exact) * 2n + scale;
          const rounded = magnitude / (scale * 2n);
          expect(toUsdCents({ amount, currency: 'KRW' }, rate('KRW', usdPerUnit))).toBe(
            Number(exact < 0n ? -rounded : rounded),
          );
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it("shows the currency's own decimals in the user's locale", () => {
    expect(formatMoney({ amount: 185_000, currency: 'KRW' }, 'en')).toBe('₩185,000');
    expect(formatMoney({ amount: 123_456, currency: 'USD' }, 'ko')).toBe('US$1,234.56');
    expect(formatMoney({ amount: 38_000, currency: 'JPY' }, 'ja')).toBe('￥38,000');
    expect(formatMoney({ amount: 27_500, currency: 'EUR' }, 'zh')).toBe('€275.00');
    expect(formatMoney({ amount: 123_450, currency: 'EUR' }, 'de')).toBe('1.234,50\u00a0€');
    expect(formatMoney({ amount: 10 + 20, currency: 'USD' }, 'en')).toBe('$0.30');
  });
});

describe('subtotalsByCurrency', () => {
  it('adds up per currency in first-seen order', () => {
    expect(
      subtotalsByCurrency([
        { amount: 1000, currency: 'USD' },
        { amount: 185_000, currency: 'KRW' },
        { amount: 1, currency: 'USD' },
        { amount: 40_000, currency: 'KRW' },
      ]),
    ).toEqual([
      { amount: 1001, currency: 'USD' },
      { amount: 225_000, currency: 'KRW' },
    ]);
    expect(subtotalsByCurrency([])).toEqual([]);
  });
});
