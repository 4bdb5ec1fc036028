import { describe, expect, it } from 'vitest';

import { portCutOffMs } from '../../../mocks/booking/sailings';
import { createPriceLine, createQuote, createQuoteOffer } from '../../../mocks/prices/factories';

describe('quote factories', () => {
  it("build an offer that keeps the contract's money rules", () => {
    const offer = createQuoteOffer();
    // Rates: KRW 0.00072 and EUR 1.0815 USD per unit; KRW has no minor unit, USD and EUR cents; half away from zero.
    expect(offer.lines.map((line) => [line.chargeCode, line.amount, line.usdAmount])).toEqual([
      // KRW 250,000 x 2 = 500,000 -> 500,000 x 0.00072 = USD 360.00
      ['OTHC', { amount: 500_000, currency: 'KRW' }, 36_000],
      // KRW 40,000 x 1 -> 40,000 x 0.00072 = USD 28.80
      ['DOC', { amount: 40_000, currency: 'KRW' }, 2_880],
      // USD 2,950.00 x 2
      ['OFT', { amount: 590_000, currency: 'USD' }, 590_000],
      // USD 472.00 x 4 TEU
      ['BAF', { amount: 188_800, currency: 'USD' }, 188_800],
      // EUR 63.00 x 4 TEU = EUR 252.00 -> 252 x 1.0815 = USD 272.538 -> 27,253.8 cents -> 27,254
      ['ETS', { amount: 25_200, currency: 'EUR' }, 27_254],
      // EUR 275.00 x 2 = EUR 550.00 -> 550 x 1.0815 = USD 594.825 -> 59,482.5 cents -> 59,483 (half away from zero)
      ['DTHC', { amount: 55_000, currency: 'EUR' }, 59_483],
    ]);
    // KRW 500,000 + 40,000; USD 590,000 + 188,800; EUR 25,200 + 55,000 (cents), in the order the lines name them.
    expect(offer.subtotals).toEqual([
      { amount: 540_000, currency: 'KRW' },
      { amount: 778_800, currency: 'USD' },
      { amount: 80_200, currency: 'EUR' },
    ]);
    // 36,000 + 2,880 + 590,000 + 188,800 + 27,254 + 59,483
    expect(offer.totalUsd).toBe(904_417);
    expect(Date.parse(offer.validUntil)).toBe(portCutOffMs(offer.route));
  });

  it('follow the lines given, and build a quote on the offer', () => {
    const offer = createQuoteOffer({ lines: [createPriceLine({ quantity: 3 })] });
    // USD 2,950.00 x 3 = USD 8,850.00
    expect(offer).toMatchObject({ subtotals: [{ amount: 885_000, currency: 'USD' }], totalUsd: 885_000 });
    expect(createQuote({ offer, status: 'EXPIRED' })).toMatchObject({
      status: 'EXPIRED',
      validUntil: offer.validUntil,
    });
  });
});
