import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  acceptQuoteRequestSchema,
  type Quote,
  QUOTE_OFFERS_PATH,
  type QuoteOffersResponse,
  QUOTES_PATH,
  quoteSchema,
  quoteSearchSchema,
} from '@/domain/quote/quote-contract';
import { sessionStore } from '@/domain/session/session-store';
import { OneQuotePage } from '@/features/prices/components/one-quote/one-quote-page';
import { addDaysToIsoDate, todayIn } from '@/lib/dates';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { quoteOffersFixture } from './one-quote-fixtures';

/**
 * The page's chunk loads after the first paint, then the offers: more than findBy's 1 s on a busy 2-core machine. The
 * first test of the file also transforms the chunk's modules (the form library among them) cold: a budget for the
 * test machine, not for the page.
 */
const SLOW = { timeout: 10_000 };
const OFFERS = apiUrl(QUOTE_OFFERS_PATH);
const QUOTES = apiUrl(QUOTES_PATH);

const readyDate = addDaysToIsoDate(todayIn(), 3);
const searchQuery = `oriCd=KRPUS&oriNm=Busan&desCd=NLRTM&desNm=Rotterdam&cntrTp=45G1&qty=2&cmdt=Furniture&rdyDt=${readyDate}`;
const SEARCH_URL = `/prices/one-quote?${searchQuery}`;

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request', element: <h1>Booking request page</h1> },
];

/** Offers answered by the mock carrier for a valid search (400 otherwise, as the real API). */
function serveOffers(answer: () => QuoteOffersResponse = quoteOffersFixture) {
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
function serveAccept(options: { hold?: Promise<void>; failFirst?: boolean } = {}) {
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

async function logInShipper() {
  const account = createUser({ user: { companyName: 'Busan Test Exports Co., Ltd.', customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
}

function renderPage(route = SEARCH_URL) {
  return renderWithProviders(<OneQuotePage />, { route, path: '/prices/one-quote', routes });
}

/** Offer cards in screen order, by their heading. */
function offerTitles() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

/** The description (dd) of the term (dt) named `term` inside `container`: each term of these lists has one. */
function definitionOf(container: HTMLElement, term: string) {
  const terms = within(container).getAllByRole('term');
  const index = terms.findIndex((candidate) => candidate.textContent === term);
  return within(container).getAllByRole('definition')[index];
}

function offerCard(name: RegExp) {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  serveOffers();
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('ONE Quote: search', () => {
  it('searches what the URL holds and lists the offers by price', async () => {
    renderPage();
    await screen.findByText('3 offers', {}, SLOW);
    // The form shows the URL's search.
    expect(screen.getByRole('textbox', { name: 'Commodity' })).toHaveValue('Furniture');
    expect(screen.getByRole('combobox', { name: 'Container type' })).toHaveValue('45G1');
    expect(offerTitles()).toEqual([
      'ONE TOKYO 023W, departs 2026-12-08 18:00, via Singapore',
      'ONE BERLIN 022W, departs 2026-12-01 18:00, Direct',
      'ONE HAMBURG 021W, departs 2026-11-24 18:00, Direct',
    ]);
    const tokyo = offerCard(/ONE TOKYO/);
    expect(within(tokyo).getByText('$5,665.81')).toBeInTheDocument();
    expect(within(tokyo).getByText('Transshipment via Singapore', { exact: false })).toBeInTheDocument();
    // No CO2 figure: '--' as on the schedule, named for screen readers.
    expect(within(tokyo).getByLabelText('No CO₂ figure available')).toHaveTextContent('--');
    const hamburg = offerCard(/ONE HAMBURG/);
    expect(within(hamburg).getByText('905 kg/TEU')).toBeInTheDocument();
    expect(within(hamburg).getByText('FE4 · Far East - North Europe 4')).toBeInTheDocument();
    expect(within(hamburg).getByText('2026-11-23 18:00')).toBeInTheDocument(); // port cut-off
    expect(within(hamburg).getByText('2026-11-22 12:00')).toBeInTheDocument(); // documentation cut-off
  });

  it('a search from the form goes into the URL and moves the focus to the offers', async () => {
    const { user, router } = renderPage();
    await screen.findByText('3 offers', {}, SLOW);
    const quantity = screen.getByRole('textbox', { name: 'Number of containers' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Get prices' }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Offers' })).toHaveFocus();
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('qty')).toBe('3');
    expect(params.get('oriCd')).toBe('KRPUS');
    expect(params.get('oriNm')).toBe('Busan');
  });

  it('shows the errors at the fields and does not search an incomplete form', async () => {
    const { user, router } = renderPage('/prices/one-quote');
    const submit = await screen.findByRole('button', { name: 'Get prices' }, SLOW);
    await user.clear(screen.getByRole('textbox', { name: 'Number of containers' }));
    await user.type(screen.getByRole('textbox', { name: 'Commodity' }), 'X');
    await user.click(submit);
    expect(await screen.findByRole('combobox', { name: 'Origin' })).toHaveAccessibleDescription('Enter this field.');
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveFocus();
    });
    expect(screen.getByRole('textbox', { name: 'Number of containers' })).toHaveAccessibleDescription(
      'Enter a whole number from 1 to 50.',
    );
    expect(screen.getByRole('textbox', { name: 'Commodity' })).toHaveAccessibleDescription(
      'Enter 2 to 100 characters. What the containers hold, e.g. furniture',
    );
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('keeps what was typed but not sent across a reload (draft), and the sent search in the URL', async () => {
    const view = renderPage();
    await screen.findByText('3 offers', {}, SLOW);
    const commodity = screen.getByRole('textbox', { name: 'Commodity' });
    await view.user.clear(commodity);
    await view.user.type(commodity, 'Car parts');
    view.unmount();

    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Commodity' }, SLOW)).toHaveValue('Car parts');
  });

  it('says dangerous goods and out-of-gauge cargo cannot be quoted instantly, links the booking request, and does not search', async () => {
    const { user, router } = renderPage();
    await screen.findByText('3 offers', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Dangerous goods' }));
    expect(screen.getByText(/Dangerous goods and out-of-gauge cargo cannot be quoted instantly/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a booking request' })).toHaveAttribute(
      'href',
      '/booking/booking-request',
    );
    expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
    const before = router.state.location.search;
    await user.clear(screen.getByRole('textbox', { name: 'Commodity' }));
    await user.type(screen.getByRole('textbox', { name: 'Commodity' }), 'Lithium batteries');
    await user.click(screen.getByRole('button', { name: 'Get prices' }));
    expect(router.state.location.search).toBe(before);

    await user.click(screen.getByRole('checkbox', { name: 'Dangerous goods' }));
    await user.click(screen.getByRole('checkbox', { name: 'Out-of-gauge cargo' }));
    expect(screen.getByText(/cannot be quoted instantly/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Out-of-gauge cargo' }));
    expect(screen.queryByText(/cannot be quoted instantly/)).not.toBeInTheDocument();
    expect(await screen.findByText('3 offers')).toBeInTheDocument();
  });

  it('sorts by departure and by transit, and keeps the sort in the URL', async () => {
    const { user, router } = renderPage();
    await screen.findByText('3 offers', {}, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'departure');
    expect(offerTitles()).toEqual([
      'ONE HAMBURG 021W, departs 2026-11-24 18:00, Direct',
      'ONE BERLIN 022W, departs 2026-12-01 18:00, Direct',
      'ONE TOKYO 023W, departs 2026-12-08 18:00, via Singapore',
    ]);
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('departure');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'transit');
    expect(offerTitles()).toEqual([
      'ONE BERLIN 022W, departs 2026-12-01 18:00, Direct',
      'ONE HAMBURG 021W, departs 2026-11-24 18:00, Direct',
      'ONE TOKYO 023W, departs 2026-12-08 18:00, via Singapore',
    ]);
  });

  it('says what to change when no sailing fits, and offers a retry when the search fails', async () => {
    serveOffers(() => ({ offers: [] }));
    const view = renderPage();
    expect(await screen.findByText('No sailing fits this search in the coming 4 weeks.', {}, SLOW)).toBeVisible();
    expect(screen.getByText(/Try an earlier or later cargo-ready date/)).toBeVisible();
    view.unmount();

    let failing = true;
    server.use(
      http.get(OFFERS, () =>
        failing
          ? HttpResponse.json({ code: 'INTERNAL_ERROR', status: 500, message: 'down' }, { status: 500 })
          : HttpResponse.json(quoteOffersFixture()),
      ),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The offers could not be loaded.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 offers', {}, SLOW)).toBeVisible();
  });
});

describe('ONE Quote: itemised price', () => {
  it('lists ocean freight and every surcharge with its own currency, the USD equivalents, subtotals, total and rates', async () => {
    const { user } = renderPage();
    await screen.findByText('3 offers', {}, SLOW);
    const hamburg = offerCard(/ONE HAMBURG/);
    const toggle = within(hamburg).getByRole('button', { name: /Show price details/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(hamburg).getByRole('table', { name: 'Price details' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const [code, ...figures] = within(row).getAllByRole('cell');
        return [code, within(row).getByRole('rowheader'), ...figures].map((cell) => cell?.textContent);
      });
    expect(rows).toEqual([
      ['OFT', 'Ocean Freight', 'per container', '$2,150.00 × 2', '$4,300.00', '$4,300.00'],
      ['BAF', 'Bunker Adjustment Factor', 'per TEU', '$210.50 × 4', '$842.00', '$842.00'],
      ['OTHC', 'Origin Terminal Handling Charge', 'per container', '₩255,000 × 2', '₩510,000', '$367.97'],
      ['DTHC', 'Destination Terminal Handling Charge', 'per container', '€295.50 × 2', '€591.00', '$639.76'],
      ['DOC', 'Documentation Fee', 'per B/L', '₩50,000 × 1', '₩50,000', '$36.08'],
    ]);
    const subtotals = definitionOf(hamburg, 'Subtotals per currency');
    expect(subtotals).toHaveTextContent('$5,142.00₩560,000€591.00');
    expect(definitionOf(hamburg, 'All-in total in USD')).toHaveTextContent('$6,185.81');
    expect(within(hamburg).getByText('Exchange rates of 2026-11-20')).toBeVisible();
    expect(within(hamburg).getByText('1 KRW = 0.0007215 USD')).toBeVisible();
    expect(within(hamburg).getByText('1 EUR = 1.0825 USD')).toBeVisible();
  });
});

describe('ONE Quote: accept', () => {
  it('sends an anonymous visitor to login with a return to the same offer, which opens with the focus and is not accepted', async () => {
    const quotes = serveAccept();
    const view = renderPage();
    await screen.findByText('3 offers', {}, SLOW);
    const berlin = offerCard(/ONE BERLIN/);
    await view.user.click(within(berlin).getByRole('button', { name: /Show price details/ }));
    await view.user.click(within(berlin).getByRole('button', { name: 'Accept this offer' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    const returnTo = new URLSearchParams(view.router.state.location.search).get('returnTo') ?? '';
    expect(returnTo).toBe(`/prices/one-quote?${searchQuery}&offer=OFR-BERLIN-022W`);
    view.unmount();

    await logInShipper();
    renderPage(returnTo);
    const heading = await screen.findByRole('heading', { name: /ONE BERLIN/ }, SLOW);
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    const card = offerCard(/ONE BERLIN/);
    expect(within(card).getByRole('button', { name: /Hide price details/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('button', { name: 'Accept this offer' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /accepted/ })).not.toBeInTheDocument();
    expect(quotes.size).toBe(0);
  });

  it('accepts once on a double press and shows the quote reference, its terms and "Book this quote"', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const quotes = serveAccept({ hold });
    await logInShipper();
    const { user } = renderPage(`${SEARCH_URL}&offer=OFR-BERLIN-022W`);
    const card = await screen.findByRole('article', { name: /ONE BERLIN/ }, SLOW);
    const accept = within(card).getByRole('button', { name: 'Accept this offer' });
    await user.dblClick(accept);
    expect(within(card).getByRole('button', { name: 'Accepting…' })).toHaveAttribute('aria-disabled', 'true');
    release();
    const accepted = await within(card).findByRole('heading', { name: 'Quote QKR260012340 accepted' }, SLOW);
    await waitFor(() => {
      expect(accepted).toHaveFocus();
    });
    expect(quotes.size).toBe(1);
    expect(definitionOf(card, 'Price valid until')).toHaveTextContent('2026-11-27 23:59 UTC+09:00 (Busan local time)');
    expect(within(card).getByText('Customer name')).toBeVisible();
    expect(within(card).getByText('Commodity')).toBeVisible();
    expect(within(card).getByText('Estimated weight')).toBeVisible();
    expect(within(card).getByText(/\$150\.00 per container/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Book this quote' })).toHaveAttribute(
      'href',
      '/booking/booking-request?quote=QKR260012340',
    );
  });

  it('retries with the same Idempotency-Key after a lost answer: one quote, not two', async () => {
    const quotes = serveAccept({ failFirst: true });
    await logInShipper();
    const { user } = renderPage(`${SEARCH_URL}&offer=OFR-BERLIN-022W`);
    const card = await screen.findByRole('article', { name: /ONE BERLIN/ }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Accept this offer' }));
    expect(await within(card).findByText('The offer could not be accepted. Try again.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('heading', { name: 'Quote QKR260012340 accepted' }, SLOW)).toBeVisible();
    expect(quotes.size).toBe(1);
  });

  it('says so when the offer is no longer available and searches again', async () => {
    server.use(
      http.post(QUOTES, async () => {
        await delay(0);
        return HttpResponse.json({ code: 'OFFER_NOT_AVAILABLE', status: 409, message: 'offer gone' }, { status: 409 });
      }),
    );
    await logInShipper();
    const { user, router } = renderPage(`${SEARCH_URL}&offer=OFR-HAMBURG-021W`);
    const card = await screen.findByRole('article', { name: /ONE HAMBURG/ }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Accept this offer' }));
    const alert = await within(card).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      "This offer is no longer available: the sailing's cut-off has passed or the prices have changed.",
    );
    // The fresh search no longer offers the sailing.
    serveOffers(() => ({ offers: quoteOffersFixture().offers.slice(1) }));
    await user.click(within(alert).getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('2 offers', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('article', { name: /ONE HAMBURG/ })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('offer')).toBeNull();
  });
});
