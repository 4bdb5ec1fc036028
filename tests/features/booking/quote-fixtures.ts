import { http, HttpResponse } from 'msw';

import type { Quote } from '@/domain/quote/quote-contract';
import { addDaysToIsoDate, todayIn } from '@/lib/dates';

import { apiUrl } from '../../../mocks/http';
import { createQuoteSearch } from '../../../mocks/prices/factories';
import { quoteOffers } from '../../../mocks/prices/offers';
import { acceptQuote, markQuoteBooked } from '../../../mocks/prices/quote-store';

/*
 * Accepted quotes for the booking request's tests, made by the mock carrier itself (mocks/prices: the offers of a
 * search on the real schedule, accepted for the user), so GET v1/quotes/{ref} and the AOQ check of POST v1/bookings
 * are the mock's own. States the clock cannot reach in a unit test (expired) are a per-test override of the GET.
 */

/** The search: Busan -> Rotterdam, 2 x 40' HC, "LCD monitors", cargo ready a week from today. */
export function quoteSearch() {
  return createQuoteSearch({ commodity: 'LCD monitors', cargoReadyDate: addDaysToIsoDate(todayIn(), 7) });
}

/** The first offer of {@link quoteSearch}, accepted now for `userId` (ACTIVE, on a real sailing). */
export function acceptFirstOffer(userId: string): Quote {
  const search = quoteSearch();
  const offer = quoteOffers(search, Date.now())[0];
  if (!offer) throw new Error('the mock offers no Busan-Rotterdam sailing in four weeks');
  const outcome = acceptQuote(userId, { ...search, offerId: offer.offerId }, `accept-${userId}`, Date.now());
  if ('offerNotAvailable' in outcome) throw new Error('the first offer is not available');
  return outcome.quote;
}

/** The user's quote, booked by `bookingReference` (as after a booking on it). */
export function bookedQuote(userId: string, bookingReference: string): Quote {
  const quote = acceptFirstOffer(userId);
  markQuoteBooked(userId, quote.quoteReference, bookingReference);
  return { ...quote, status: 'BOOKED', carrierBookingRequestReference: bookingReference };
}

/** GET v1/quotes/{quote's ref} answering `quote` as given (e.g. EXPIRED, which needs time to pass in the mock). */
export function quoteAnswer(quote: Quote) {
  return http.get(apiUrl(`v1/quotes/${quote.quoteReference}`), () => HttpResponse.json(quote));
}
