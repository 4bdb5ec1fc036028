import { type ExchangeRate, type Money, subtotalsByCurrency, toUsdCents } from '@/domain/money/money';
import {
  type ChargeBasis,
  OCEAN_FREIGHT_CODE,
  type PriceLine,
  QUOTE_OFFER_WEEKS,
  type QuoteOffer,
  type QuoteSearch,
} from '@/domain/quote/quote-contract';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { addDaysToIsoDate } from '@/lib/dates';

import { getPort } from '../schedule/data/ports';
import { hashString } from '../schedule/data/random';
import { portCutOffMs } from '../schedule/data/route-cut-off';
import { scheduleGenerator } from '../schedule/data/schedule-generator';
import { isoWithOffset, localDateAt } from '../schedule/data/zoned-time';
import { baseRateOf } from './base-rates';
import { exchangeRatesFor } from './exchange-rates';
import { isoWeekOf } from './pricing-week';
import { teuOfSizeType } from './surcharge-rules';
import { applicableSurcharges, tariffContextOf } from './tariff';

/*
 * Instant quote offers of the mock carrier (GET v1/quotes/offers, docs/areas/prices.md): one offer per real sailing of the
 * schedule (the same generator and routes as the schedule page, CY/CY) departing in the QUOTE_OFFER_WEEKS weeks from
 * the cargo-ready date, each priced all-in: ocean freight of the departure week plus every unconditional surcharge in
 * force on the departure date, converted to USD at the rates of the week the offer is made in.
 */

/** How long an offer holds once accepted at most (ms): a week, or the sailing's port cut-off if earlier. */
export const OFFER_VALIDITY_MS = 7 * 86_400_000;
/** Transshipment sailings are priced this much below direct ones (slower, so the carrier discounts them). */
const TRANSSHIPMENT_DISCOUNT = 0.04;
/** English name of the ocean freight line. */
export const OCEAN_FREIGHT_NAME = 'Ocean Freight';

/** A search written canonically (the commodity trimmed and in lower case), part of the offer id. */
function searchKey(search: QuoteSearch): string {
  return [
    search.originCode,
    search.destinationCode,
    search.isoEquipmentCode,
    search.quantity,
    search.commodity.trim().toLowerCase(),
    search.cargoReadyDate,
  ].join('|');
}

/**
 * The offer id of a sailing for a search, priced in ISO week `pricingWeek`: 'O2026W47-' + two base-36 hashes of the
 * search and route key. Stable for the three, so an offer chosen before login is found again after it.
 */
export function offerIdOf(search: QuoteSearch, routeKey: string, pricingWeek: string): string {
  const text = `${searchKey(search)}\n${routeKey}\n${pricingWeek}`;
  // Two 32-bit hashes (the second of a salted text) make a collision between two offers of one search unlikely.
  return `O${pricingWeek.replace('-', '')}-${hashString(text).toString(36)}${hashString(`offer\n${text}`).toString(36)}`;
}

/** How many basis units an offer counts: containers, TEU, or one bill of lading. */
function quantityOf(basis: ChargeBasis, search: QuoteSearch): number {
  if (basis === 'PER_BL') return 1;
  if (basis === 'PER_TEU') return search.quantity * teuOfSizeType(search.isoEquipmentCode);
  return search.quantity;
}

function line(
  fields: Pick<PriceLine, 'chargeCode' | 'chargeName' | 'calculationBasis' | 'stage' | 'paymentTermCode'>,
  unitPrice: Money,
  quantity: number,
  rates: readonly ExchangeRate[],
): PriceLine {
  const amount = { amount: unitPrice.amount * quantity, currency: unitPrice.currency };
  const rate = rates.find((candidate) => candidate.currency === amount.currency);
  return { ...fields, unitPrice, quantity, amount, usdAmount: toUsdCents(amount, rate) };
}

/** The departure date from POL (local 'yyyy-MM-dd') of a route: the date its price and surcharges apply on. */
function departureDateOf(route: PointToPointRoute): string {
  const vesselLeg = route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL');
  return (vesselLeg?.departureDate ?? route.departureDate).slice(0, 10);
}

/** The priced offer for one sailing; `today` is the origin's local date at `nowMs` (exchange rates, pricing week). */
function priceOffer(search: QuoteSearch, route: PointToPointRoute, nowMs: number, today: string): QuoteOffer {
  const origin = getPort(search.originCode);
  const destination = getPort(search.destinationCode);
  if (!origin || !destination) throw new RangeError('priceOffer needs ports of the network');
  const sizeType = search.isoEquipmentCode;
  const departure = departureDateOf(route);
  const context = tariffContextOf(origin, destination, sizeType.includes('R') ? 'REEFER' : 'DRY', sizeType, departure);
  const surcharges = applicableSurcharges(context, false);
  const base = baseRateOf(origin.region, destination.region, sizeType, departure);
  const oceanFreight =
    route.routeType === 'TRANSSHIPMENT'
      ? Math.round((base.usdCents * (1 - TRANSSHIPMENT_DISCOUNT)) / 500) * 500
      : base.usdCents;
  const rates = exchangeRatesFor(
    surcharges.map(({ surcharge }) => surcharge.amount.currency),
    today,
  );
  const lines: PriceLine[] = [
    line(
      {
        chargeCode: OCEAN_FREIGHT_CODE,
        chargeName: OCEAN_FREIGHT_NAME,
        calculationBasis: 'PER_CONTAINER',
        stage: 'FREIGHT',
        paymentTermCode: 'PRE',
      },
      { amount: oceanFreight, currency: 'USD' },
      search.quantity,
      rates,
    ),
    ...surcharges.map(({ surcharge }) =>
      line(
        {
          chargeCode: surcharge.code,
          chargeName: surcharge.name,
          calculationBasis: surcharge.basis,
          stage: surcharge.stage,
          paymentTermCode: surcharge.paymentTermCode,
        },
        surcharge.amount,
        quantityOf(surcharge.basis, search),
        rates,
      ),
    ),
  ];
  const validUntilMs = Math.min(nowMs + OFFER_VALIDITY_MS, portCutOffMs(route));
  return {
    offerId: offerIdOf(search, route.key, isoWeekOf(today)),
    route,
    isoEquipmentCode: sizeType,
    quantity: search.quantity,
    lines,
    subtotals: subtotalsByCurrency(lines.map((priced) => priced.amount)),
    totalUsd: lines.reduce((sum, priced) => sum + priced.usdAmount, 0),
    exchangeRates: rates,
    validUntil: isoWithOffset(validUntilMs, route.pol.timeZone),
  };
}

/**
 * The offers for a validated `search` at `nowMs`, in departure order: the CY/CY sailings from origin to destination
 * departing from the cargo-ready date over {@link QUOTE_OFFER_WEEKS} weeks whose port cut-off is on or after the
 * cargo-ready date and still ahead at `nowMs`. Empty for unknown ports (the handler answers 404 first).
 */
export function quoteOffers(search: QuoteSearch, nowMs: number): QuoteOffer[] {
  const origin = getPort(search.originCode);
  if (!origin || !getPort(search.destinationCode) || search.originCode === search.destinationCode) return [];
  const today = localDateAt(nowMs, origin.timeZone);
  const routes = scheduleGenerator.findRoutes({
    porCode: search.originCode,
    delCode: search.destinationCode,
    fromDate: search.cargoReadyDate,
    toDate: addDaysToIsoDate(search.cargoReadyDate, QUOTE_OFFER_WEEKS * 7 - 1),
    rcvTermCode: 'Y',
    deTermCode: 'Y',
  });
  return routes
    .filter((route) => {
      const cutOffMs = portCutOffMs(route);
      return cutOffMs > nowMs && localDateAt(cutOffMs, route.pol.timeZone) >= search.cargoReadyDate;
    })
    .map((route) => priceOffer(search, route, nowMs, today));
}

/** The offer `offerId` of `search` as offered at `nowMs` (priced again), or undefined when it is no longer offered. */
export function findOffer(search: QuoteSearch, offerId: string, nowMs: number): QuoteOffer | undefined {
  return quoteOffers(search, nowMs).find((offer) => offer.offerId === offerId);
}
