import type { QuoteSort } from '@/domain/quote/one-quote-url';
import type { QuoteOffer } from '@/domain/quote/quote-contract';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

function departureMs(offer: QuoteOffer): number {
  return zonedDateTimeToEpochMs(offer.route.departureDate, offer.route.por.timeZone);
}

const COMPARE: Record<QuoteSort, (a: QuoteOffer, b: QuoteOffer) => number> = {
  price: (a, b) => a.totalUsd - b.totalUsd,
  // Departures compare as instants: two origins' local times are not comparable as text.
  departure: (a, b) => departureMs(a) - departureMs(b),
  transit: (a, b) => a.route.transitTime - b.route.transitTime,
};

/**
 * `offers` in `sort` order (a new array): all-in USD total, departure instant, or transit days; ties go by departure,
 * then by offer id, so the order never depends on the server's.
 */
export function sortOffers(offers: readonly QuoteOffer[], sort: QuoteSort): QuoteOffer[] {
  return [...offers].sort(
    (a, b) =>
      COMPARE[sort](a, b) || COMPARE.departure(a, b) || (a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0),
  );
}
