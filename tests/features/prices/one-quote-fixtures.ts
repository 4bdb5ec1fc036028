import { type QuoteOffer, type QuoteOffersResponse, quoteOffersResponseSchema } from '@/domain/quote/quote-contract';

import { createRoute, createRouteLocation, createSailInfo } from '../../../mocks/schedule/factories';

/*
 * Offers for the ONE Quote page's unit tests (A's mock is not merged yet): Busan -> Rotterdam, 2 x 45G1, three
 * sailings with prices in USD, KRW (origin THC) and EUR (destination THC). Parsed with the contract's schema so a
 * fixture that drifts from the contract fails here, not in the page.
 */

const KRW_RATE = { currency: 'KRW', usdPerUnit: '0.0007215', asOf: '2026-11-20' };
const EUR_RATE = { currency: 'EUR', usdPerUnit: '1.0825', asOf: '2026-11-20' };

interface OfferSpec {
  offerId: string;
  vessel: string;
  voyage: string;
  etd: string;
  eta: string;
  transit: number;
  /** Ocean freight per container, USD cents. */
  oft: number;
  transshipment?: boolean;
}

function offerOf(spec: OfferSpec): QuoteOffer {
  const leg = createSailInfo({
    vesselName: spec.vessel,
    voyageNumber: spec.voyage,
    departureDate: spec.etd,
    arrivalDate: spec.eta,
    transitDays: spec.transit,
  });
  const singapore = createRouteLocation({
    locationCode: 'SGSIN',
    locationName: 'Singapore',
    countryCode: 'SG',
    timeZone: 'Asia/Singapore',
  });
  const route = createRoute({
    key: `KRPUS-NLRTM-${spec.voyage}`,
    sailInfo: [leg],
    departureDate: spec.etd,
    arrivalDate: spec.eta,
    transitTime: spec.transit,
    ...(spec.transshipment
      ? { routeType: 'TRANSSHIPMENT' as const, transshipmentPorts: [singapore], emission: null }
      : {}),
  });
  // 2 containers (4 TEU): every amount and USD figure written out, as the API would send them.
  const lines: QuoteOffer['lines'] = [
    {
      chargeCode: 'OFT',
      chargeName: 'Ocean Freight',
      calculationBasis: 'PER_CONTAINER',
      stage: 'FREIGHT',
      paymentTermCode: 'PRE',
      unitPrice: { amount: spec.oft, currency: 'USD' },
      quantity: 2,
      amount: { amount: spec.oft * 2, currency: 'USD' },
      usdAmount: spec.oft * 2,
    },
    {
      chargeCode: 'BAF',
      chargeName: 'Bunker Adjustment Factor',
      calculationBasis: 'PER_TEU',
      stage: 'FREIGHT',
      paymentTermCode: 'PRE',
      unitPrice: { amount: 21050, currency: 'USD' },
      quantity: 4,
      amount: { amount: 84200, currency: 'USD' },
      usdAmount: 84200,
    },
    {
      chargeCode: 'OTHC',
      chargeName: 'Origin Terminal Handling Charge',
      calculationBasis: 'PER_CONTAINER',
      stage: 'ORIGIN',
      paymentTermCode: 'PRE',
      unitPrice: { amount: 255000, currency: 'KRW' },
      quantity: 2,
      amount: { amount: 510000, currency: 'KRW' },
      // 510000 x 0.0007215 = 367.965 USD -> 36797 cents (half away from zero).
      usdAmount: 36797,
    },
    {
      chargeCode: 'DTHC',
      chargeName: 'Destination Terminal Handling Charge',
      calculationBasis: 'PER_CONTAINER',
      stage: 'DESTINATION',
      paymentTermCode: 'COL',
      unitPrice: { amount: 29550, currency: 'EUR' },
      quantity: 2,
      amount: { amount: 59100, currency: 'EUR' },
      // 591.00 x 1.0825 = 639.7575 USD -> 63976 cents.
      usdAmount: 63976,
    },
    {
      chargeCode: 'DOC',
      // The API's English as sent; the page shows the name of charges.json for a known code.
      chargeName: 'DOCUMENTATION FEE',
      calculationBasis: 'PER_BL',
      stage: 'ORIGIN',
      paymentTermCode: 'PRE',
      unitPrice: { amount: 50000, currency: 'KRW' },
      quantity: 1,
      amount: { amount: 50000, currency: 'KRW' },
      // 50000 x 0.0007215 = 36.075 USD -> 3608 cents.
      usdAmount: 3608,
    },
  ];
  return {
    offerId: spec.offerId,
    route,
    isoEquipmentCode: '45G1',
    quantity: 2,
    lines,
    subtotals: [
      { amount: spec.oft * 2 + 84200, currency: 'USD' },
      { amount: 560000, currency: 'KRW' },
      { amount: 59100, currency: 'EUR' },
    ],
    totalUsd: lines.reduce((sum, line) => sum + line.usdAmount, 0),
    exchangeRates: [KRW_RATE, EUR_RATE],
    validUntil: '2026-11-27T23:59:00+09:00',
  };
}

/**
 * Three offers in departure order: HAMBURG (24 Nov, 34 days, USD 2,150/box), BERLIN (1 Dec, 31 days, USD 1,980/box),
 * TOKYO (8 Dec, 38 days via Singapore, no CO2 figure, USD 1,890/box).
 */
export function quoteOffersFixture(): QuoteOffersResponse {
  return quoteOffersResponseSchema.parse({
    offers: [
      offerOf({
        offerId: 'OFR-HAMBURG-021W',
        vessel: 'ONE HAMBURG',
        voyage: '021W',
        etd: '2026-11-24 18:00:00',
        eta: '2026-12-28 06:00:00',
        transit: 34,
        oft: 215000,
      }),
      offerOf({
        offerId: 'OFR-BERLIN-022W',
        vessel: 'ONE BERLIN',
        voyage: '022W',
        etd: '2026-12-01 18:00:00',
        eta: '2027-01-01 06:00:00',
        transit: 31,
        oft: 198000,
      }),
      offerOf({
        offerId: 'OFR-TOKYO-023W',
        vessel: 'ONE TOKYO',
        voyage: '023W',
        etd: '2026-12-08 18:00:00',
        eta: '2027-01-15 06:00:00',
        transit: 38,
        oft: 189000,
        transshipment: true,
      }),
    ],
  });
}
