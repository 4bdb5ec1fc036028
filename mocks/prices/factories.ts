import {
  type PriceLine,
  type Quote,
  type QuoteOffer,
  quoteOfferSchema,
  quoteSchema,
  type QuoteSearch,
  quoteSearchSchema,
} from '@/domain/quote/quote-contract';

import { createRoute } from '../schedule/factories';

/**
 * Data factories of the quote contract, shared by unit tests, handler overrides and e2e (CONVENTIONS.md): valid
 * objects (each parsed with its contract schema, so a factory can never drift from the contract) with sensible
 * defaults, any field overridable. The default is the demo shipper's journey: 2 x 40' high cube of electronic components
 * from Busan to Rotterdam, cargo ready 2026-11-21 (e2e's fixed today), on the schedule factory's default sailing (ONE HAMBURG 021W).
 */

/** A quote search; default Busan -> Rotterdam, 2 x 45G1, electronic components, ready 2026-11-21. */
export function createQuoteSearch(overrides: Partial<QuoteSearch> = {}): QuoteSearch {
  return quoteSearchSchema.parse({
    originCode: 'KRPUS',
    destinationCode: 'NLRTM',
    isoEquipmentCode: '45G1',
    quantity: 2,
    commodity: 'Electronic components',
    cargoReadyDate: '2026-11-21',
    ...overrides,
  });
}

/**
 * A price line; default the ocean freight of 2 x 40' at USD 2,950.00. `amount` and `usdAmount` follow the unit price
 * and quantity unless overridden (USD lines only; give `usdAmount` for another currency).
 */
export function createPriceLine(overrides: Partial<PriceLine> = {}): PriceLine {
  const unitPrice = overrides.unitPrice ?? { amount: 295_000, currency: 'USD' };
  const quantity = overrides.quantity ?? 2;
  const amount = overrides.amount ?? { amount: unitPrice.amount * quantity, currency: unitPrice.currency };
  return {
    chargeCode: 'OFT',
    chargeName: 'Ocean Freight',
    calculationBasis: 'PER_CONTAINER',
    stage: 'FREIGHT',
    paymentTermCode: 'PRE',
    unitPrice,
    quantity,
    amount,
    usdAmount: amount.currency === 'USD' ? amount.amount : 0,
    ...overrides,
  };
}

/**
 * The all-in lines of the default offer: ocean freight, Busan terminal handling and documentation in KRW, bunker per
 * TEU in USD, EU ETS in EUR and Rotterdam terminal handling in EUR (converted at the default offer's rates).
 */
function defaultLines(): PriceLine[] {
  return [
    createPriceLine({
      chargeCode: 'OTHC',
      chargeName: 'Origin Terminal Handling Charge',
      stage: 'ORIGIN',
      unitPrice: { amount: 250_000, currency: 'KRW' },
      usdAmount: 36_000,
    }),
    createPriceLine({
      chargeCode: 'DOC',
      chargeName: 'Documentation Fee',
      calculationBasis: 'PER_BL',
      stage: 'ORIGIN',
      unitPrice: { amount: 40_000, currency: 'KRW' },
      quantity: 1,
      usdAmount: 2_880,
    }),
    createPriceLine(),
    createPriceLine({
      chargeCode: 'BAF',
      chargeName: 'Bunker Adjustment Factor',
      calculationBasis: 'PER_TEU',
      unitPrice: { amount: 47_200, currency: 'USD' },
      quantity: 4,
    }),
    createPriceLine({
      chargeCode: 'ETS',
      chargeName: 'EU Emissions Trading System Surcharge',
      calculationBasis: 'PER_TEU',
      unitPrice: { amount: 6_300, currency: 'EUR' },
      quantity: 4,
      usdAmount: 27_254,
    }),
    createPriceLine({
      chargeCode: 'DTHC',
      chargeName: 'Destination Terminal Handling Charge',
      stage: 'DESTINATION',
      paymentTermCode: 'COL',
      unitPrice: { amount: 27_500, currency: 'EUR' },
      usdAmount: 59_483,
    }),
  ];
}

/**
 * An offer; default the schedule factory's Busan -> Rotterdam sailing for 2 x 45G1 with {@link defaultLines}.
 * `subtotals` and `totalUsd` are computed from the lines (pass `lines` only, and they follow).
 */
export function createQuoteOffer(overrides: Partial<QuoteOffer> = {}): QuoteOffer {
  const lines = overrides.lines ?? defaultLines();
  const subtotals = new Map<string, number>();
  for (const { amount } of lines) subtotals.set(amount.currency, (subtotals.get(amount.currency) ?? 0) + amount.amount);
  return quoteOfferSchema.parse({
    offerId: 'O2026W48-1a2b3c4d5e6f',
    route: createRoute(),
    isoEquipmentCode: '45G1',
    quantity: 2,
    lines,
    subtotals: [...subtotals].map(([currency, amount]) => ({ currency, amount })),
    totalUsd: lines.reduce((sum, line) => sum + line.usdAmount, 0),
    exchangeRates: [
      { currency: 'KRW', usdPerUnit: '0.000720000', asOf: '2026-11-16' },
      { currency: 'EUR', usdPerUnit: '1.08150', asOf: '2026-11-16' },
    ],
    // The earlier of 7 days after e2e's fixed now (2026-11-21T02:00Z) and the sailing's port cut-off at Busan.
    validUntil: '2026-11-23T18:00:00+09:00',
    ...overrides,
  });
}

/** An accepted quote; default ACTIVE, reference QKR260012345, on {@link createQuoteOffer}'s default offer. */
export function createQuote(overrides: Partial<Quote> = {}): Quote {
  const offer = overrides.offer ?? createQuoteOffer();
  return quoteSchema.parse({
    quoteReference: 'QKR260012345',
    status: 'ACTIVE',
    search: createQuoteSearch(),
    offer,
    createdDateTime: '2026-11-21T02:00:00Z',
    validUntil: offer.validUntil,
    terms: {
      changeableFields: ['customerName', 'commodity', 'estimatedWeight'],
      cancellationFee: { amount: 10_000, currency: 'USD' },
    },
    ...overrides,
  });
}
