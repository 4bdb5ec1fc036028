import { describe, expect, it } from 'vitest';

import { subtotalsByCurrency, toUsdCents } from '@/domain/money/money';

import { portCutOffMs } from '../../../mocks/booking/sailings';
import { createPriceLine, createQuote, createQuoteOffer } from '../../../mocks/prices/factories';

describe('quote factories', () => {
  it("build an offer that keeps the contract's money rules", () => {
    const offer = createQuoteOffer();
    expect(offer.totalUsd).toBe(offer.lines.reduce((sum, line) => sum + line.usdAmount, 0));
    expect(offer.subtotals).toEqual(subtotalsByCurrency(offer.lines.map((line) => line.amount)));
    for (const line of offer.lines) {
      const rate = offer.exchangeRates.find((candidate) => candidate.currency === line.amount.currency);
      expect(line.usdAmount, line.chargeCode).toBe(toUsdCents(line.amount, rate));
    }
    expect(Date.parse(offer.validUntil)).toBe(portCutOffMs(offer.route));
  });

  it('follow the lines given, and build a quote on the offer', () => {
    const offer = createQuoteOffer({ lines: [createPriceLine({ quantity: 3 })] });
    expect(offer).toMatchObject({ subtotals: [{ amount: 885_000, currency: 'USD' }], totalUsd: 885_000 });
    expect(createQuote({ offer, status: 'EXPIRED' })).toMatchObject({
      status: 'EXPIRED',
      validUntil: offer.validUntil,
    });
  });
});
