import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';

import { server } from '../../../mocks/node';
import { quoteOffersFixture } from './one-quote-fixtures';
import { definitionOf, offerCard, OFFERS, offerTitles, renderPage, serveOffers, SLOW } from './one-quote-harness';

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
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveAccessibleDescription('Enter this field.');
    });
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
