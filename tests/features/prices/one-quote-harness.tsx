import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  acceptQuoteRequestSchema,
  type Quote,
  QUOTE_OFFERS_PATH,
  type QuoteOffersResponse,
  QUOTES_PATH,
  quoteSchema,
  quoteSearchSchema,
} from '@/domain/quote/quote-contract';
import { OneQuotePage } from '@/features/prices/components/one-quote/one-quote-page';
import { addDaysToIsoDate, todayIn } from '@/lib/dates';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { quoteOffersFixture } from './one-quote-fixtures';

// Shared by the ONE Quote page's tests (one-quote-search.test.tsx, one-quote-accept.test.tsx).

/**
 * The page's chunk loads after the first paint, then the offers: more than findBy's 1 s on a busy 2-core machine. The
 * first test of the file also transforms the chunk's modules (the form library among them) cold: a budget for the
 * test machine, not for the page.
 */
export const SLOW = { timeout: 10_000 };
/** The mock carrier's offers and quotes endpoints, for per-test overrides (`server.use`). */
export const OFFERS = apiUrl(QUOTE_OFFERS_PATH);
export const QUOTES = apiUrl(QUOTES_PATH);

const readyDate = addDaysToIsoDate(todayIn(), 3);
/** A valid search (Busan -> Rotterdam, 2 x 45G1 furniture, ready in 3 days) as a query string and as the page's URL. */
export const searchQuery = `oriCd=KRPUS&oriNm=Busan&desCd=NLRTM&desNm=Rotterdam&cntrTp=45G1&qty=2&cmdt=Furniture&rdyDt=${readyDate}`;
export const SEARCH_URL = `/prices/one-quote?${searchQuery}`;

/** The routes around the page: the login page and the booking request page, each a heading. */
const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request', element: <h1>Booking request page</h1> },
];

/** Offers answered by the mock carrier for a valid search (400 otherwise, as the real API). */
export function serveOffers(answer: () => QuoteOffersResponse = quoteOffersFixture) {
  server.use(
    http.get(OFFERS, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      if (!quoteSearchSchema.safeParse(params).success) {
        return HttpResponse.json({ code: 'INVALID_REQUEST', status: 400, message: 'bad search' }, { status: 400 });
      }
      return HttpResponse.json(answer());
    }),
  );
}

/**
 * An accept endpoint that keeps its promise on the Idempotency-Key: one quote per key, the same quote for the same
 * key. Returns the quotes it made (the carrier's state, not what the page shows). `hold` delays answers until released.
 */
export function serveAccept(options: { hold?: Promise<void>; failFirst?: boolean } = {}) {
  const quotes = new Map<string, Quote>();
  let failed = false;
  server.use(
    http.post(QUOTES, async ({ request }) => {
      const body = acceptQuoteRequestSchema.safeParse(await request.json());
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (!body.success || !key) {
        return HttpResponse.json({ code: 'INVALID_REQUEST', status: 400, message: 'bad accept' }, { status: 400 });
      }
      if (options.hold) await options.hold;
      if (options.failFirst && !failed) {
        failed = true;
        // The quote is made, but the answer is lost on the way back: the retry must find the same quote.
        quotes.set(key, quoteFor(body.data.offerId, quotes.size));
        return HttpResponse.json({ code: 'INTERNAL_ERROR', status: 500, message: 'lost' }, { status: 500 });
      }
      const quote = quotes.get(key) ?? quoteFor(body.data.offerId, quotes.size);
      quotes.set(key, quote);
      return HttpResponse.json(quote, { status: 201 });
    }),
  );
  return quotes;
}

function quoteFor(offerId: string, index: number): Quote {
  const offer = quoteOffersFixture().offers.find((candidate) => candidate.offerId === offerId);
  if (!offer) throw new Error(`no offer ${offerId}`);
  return quoteSchema.parse({
    quoteReference: `QKR26001234${index}`,
    status: 'ACTIVE',
    search: {
      originCode: 'KRPUS',
      destinationCode: 'NLRTM',
      isoEquipmentCode: '45G1',
      quantity: 2,
      commodity: 'Furniture',
      cargoReadyDate: readyDate,
    },
    offer,
    createdDateTime: '2026-11-21T02:00:00Z',
    validUntil: offer.validUntil,
    terms: {
      changeableFields: ['customerName', 'commodity', 'estimatedWeight'],
      cancellationFee: { amount: 15000, currency: 'USD' },
    },
  });
}

/** A new shipper, logged in through the mock auth endpoint. */
export async function logInShipper() {
  const account = createUser({ user: { companyName: 'Busan Test Exports Co., Ltd.', customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
}

/** Renders the ONE Quote page at `route` (a search by default), logged out unless the test logged in. */
export function renderPage(route = SEARCH_URL) {
  return renderWithProviders(<OneQuotePage />, { route, path: '/prices/one-quote', routes });
}

/** Offer cards in screen order, by their heading. */
export function offerTitles() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

/** The description (dd) of the term (dt) named `term` inside `container`: each term of these lists has one. */
export function definitionOf(container: HTMLElement, term: string) {
  const terms = within(container).getAllByRole('term');
  const index = terms.findIndex((candidate) => candidate.textContent === term);
  return within(container).getAllByRole('definition')[index];
}

/** The offer card (an article) whose accessible name matches `name`. */
export function offerCard(name: RegExp) {
  return screen.getByRole('article', { name });
}
