import { http, HttpResponse } from 'msw';

import { type Quote, quoteSchema } from '@/domain/quote/quote-contract';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { addDaysToIsoDate, todayIn, zonedDateTimeToEpochMs } from '@/lib/dates';

import { apiUrl } from '../../../mocks/http';
import { scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';

/*
 * An accepted quote for the booking request's tests, on a real sailing of the mock schedule (so the mock carrier
 * confirms a booking on it), parsed with the contract's quoteSchema. Served with `server.use(quoteHandler(quote))`
 * until the prices mock (mocks/prices) answers GET v1/quotes/{ref} itself.
 */

export const QUOTE_REFERENCE = 'QKR260012345';

/** The first Busan -> Rotterdam CY/CY sailing a week or more ahead whose port cut-off is still ahead. */
export function realBusanRotterdamRoute(): PointToPointRoute {
  const from = addDaysToIsoDate(todayIn(), 7);
  const route = scheduleGenerator
    .findRoutes({
      porCode: 'KRPUS',
      delCode: 'NLRTM',
      fromDate: from,
      toDate: addDaysToIsoDate(from, 21),
      rcvTermCode: 'Y',
      deTermCode: 'Y',
    })
    .find((candidate) => {
      const pco = candidate.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO');
      return pco !== undefined && zonedDateTimeToEpochMs(pco.cutOffDateTime, candidate.pol.timeZone) > Date.now();
    });
  if (!route) throw new Error('the mock schedule has no Busan-Rotterdam sailing in three weeks');
  return route;
}

/** A quote of 2 x 40' HC Busan -> Rotterdam, "LCD monitors", ACTIVE and valid for a week, with `overrides`. */
export function createQuote(overrides: Partial<Quote> = {}): Quote {
  const route = realBusanRotterdamRoute();
  const usd = (amount: number) => ({ amount, currency: 'USD' });
  const validUntil = '2099-12-31T17:00:00+09:00';
  return quoteSchema.parse({
    quoteReference: QUOTE_REFERENCE,
    status: 'ACTIVE',
    search: {
      originCode: 'KRPUS',
      destinationCode: 'NLRTM',
      isoEquipmentCode: '45G1',
      quantity: 2,
      commodity: 'LCD monitors',
      cargoReadyDate: addDaysToIsoDate(todayIn(), 7),
    },
    offer: {
      offerId: `offer-${route.key.replace(/[^A-Za-z0-9_-]/g, '-')}`.slice(0, 200),
      route,
      isoEquipmentCode: '45G1',
      quantity: 2,
      lines: [
        {
          chargeCode: 'OFT',
          chargeName: 'Ocean freight',
          calculationBasis: 'PER_CONTAINER',
          stage: 'FREIGHT',
          paymentTermCode: 'PRE',
          unitPrice: usd(185_000),
          quantity: 2,
          amount: usd(370_000),
          usdAmount: 370_000,
        },
        {
          chargeCode: 'OTHC',
          chargeName: 'Origin terminal handling charge',
          calculationBasis: 'PER_CONTAINER',
          stage: 'ORIGIN',
          paymentTermCode: 'PRE',
          unitPrice: { amount: 185_000, currency: 'KRW' },
          quantity: 2,
          amount: { amount: 370_000, currency: 'KRW' },
          usdAmount: 26_429,
        },
      ],
      subtotals: [usd(370_000), { amount: 370_000, currency: 'KRW' }],
      totalUsd: 396_429,
      exchangeRates: [{ currency: 'KRW', usdPerUnit: '0.000714286', asOf: '2026-11-20' }],
      validUntil,
    },
    createdDateTime: '2026-11-21T02:00:00Z',
    validUntil,
    terms: {
      changeableFields: ['customerName', 'commodity', 'estimatedWeight'],
      cancellationFee: usd(10_000),
    },
    ...overrides,
  });
}

/** GET v1/quotes/{ref} answering `quote` for its reference (404 QUOTE_NOT_FOUND for any other). */
export function quoteHandler(quote: Quote) {
  return http.get(apiUrl('v1/quotes/:quoteReference'), ({ params }) =>
    params.quoteReference === quote.quoteReference
      ? HttpResponse.json(quote)
      : HttpResponse.json({ code: 'QUOTE_NOT_FOUND', status: 404, message: 'no such quote' }, { status: 404 }),
  );
}

/** GET v1/quotes/{ref} answering 404 QUOTE_NOT_FOUND. */
export function quoteNotFoundHandler() {
  return http.get(apiUrl('v1/quotes/:quoteReference'), () =>
    HttpResponse.json({ code: 'QUOTE_NOT_FOUND', status: 404, message: 'no such quote' }, { status: 404 }),
  );
}
