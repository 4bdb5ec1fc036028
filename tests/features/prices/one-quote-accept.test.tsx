import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';

import { server } from '../../../mocks/node';
import { quoteOffersFixture } from './one-quote-fixtures';
import {
  definitionOf,
  logInShipper,
  offerCard,
  QUOTES,
  renderPage,
  SEARCH_URL,
  searchQuery,
  serveAccept,
  serveOffers,
  SLOW,
} from './one-quote-harness';

beforeEach(() => {
  serveOffers();
});

afterEach(() => {
  sessionStore.getState().logOut();
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
