import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { SURCHARGE_SPINNER_MS } from '@/config/limits';
import { SURCHARGES_PATH } from '@/features/prices/api/prices-contract';
import { pricesQueries } from '@/features/prices/api/prices-queries';
import { SurchargeCodeInquiryPage } from '@/features/prices/components/surcharge-code-inquiry-page';
import { changeLanguage, createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { useFakeTimersWithUser, useRealTimersAgain } from '../../components/ui/fake-timers';
import { allEnglishResources, renderWithProviders } from '../../render';
import { surchargeCodesHandler } from './prices-fixtures';

const PATH = '/prices/surcharge-code-inquiry';

function renderPage(route = PATH) {
  return renderWithProviders(<SurchargeCodeInquiryPage />, { route, path: PATH });
}

/** The page for a reader of Korean (every namespace in Korean, English behind it). */
async function renderPageInKorean(route: string) {
  const i18n = createI18n('en', allEnglishResources);
  await changeLanguage(i18n, 'ko');
  await i18n.loadNamespaces(['prices', 'charges']);
  const router = createMemoryRouter([{ path: PATH, element: <SurchargeCodeInquiryPage /> }], {
    initialEntries: [route],
  });
  render(
    <AppProvider queryClient={createQueryClient({ retry: false })} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** Codes in the table's rows, top to bottom. */
function shownCodes(): string[] {
  const table = screen.getByRole('table', { name: 'Surcharge codes' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

beforeEach(() => {
  server.use(surchargeCodesHandler());
});

describe('surcharge code inquiry', () => {
  it('lists every code with code, name, description, basis and stage when the search is empty', async () => {
    renderPage();
    expect(await screen.findByRole('table', { name: 'Surcharge codes' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(shownCodes()).toEqual(['BAF', 'DOC', 'EBS', 'OTHC']);
    const doc = screen.getByRole('row', { name: /^DOC/ });
    expect(
      within(doc)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
      // Name and description in the user's language (the charges namespace), not the API's English.
    ).toEqual([
      'Documentation Fee',
      'Issue of the bill of lading and the export documentation at origin, per bill of lading.',
      'Per B/L',
      'Origin',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('All 4 surcharge codes');
    expect(await axeViolations()).toEqual([]);
  });

  it('finds BAF by its code (any case) and puts the search in the URL', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('table', { name: 'Surcharge codes' }, { timeout: 10_000 });
    await user.type(screen.getByRole('searchbox', { name: 'Code or name' }), 'baf');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=baf');
    });
    expect(await screen.findByText('1 surcharge code matches “baf”', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(shownCodes()).toEqual(['BAF']);
  });

  it('finds the bunker surcharges by a word of the name, from a shared link', async () => {
    renderPage(`${PATH}?q=bunker`);
    expect(await screen.findByText('2 surcharge codes match “bunker”', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(shownCodes()).toEqual(['BAF', 'EBS']);
    expect(screen.getByRole('searchbox', { name: 'Code or name' })).toHaveValue('bunker');
  });

  it('finds the Korean names it shows: "유류" lists 유류할증료(BAF) and 긴급 유류할증료 (EBS)', async () => {
    await renderPageInKorean(`${PATH}?q=${encodeURIComponent('유류')}`);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(within(table).getByRole('rowheader', { name: 'BAF' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['BAF', 'EBS']);
    expect(within(table).getByRole('cell', { name: '유류할증료(BAF)' })).toBeInTheDocument();
  });

  it('still finds by English words and the code for a reader of Korean', async () => {
    await renderPageInKorean(`${PATH}?q=bunker`);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['BAF', 'EBS']);
  });

  it('says what to do when nothing matches', async () => {
    renderPage(`${PATH}?q=zzz`);
    expect(
      await screen.findByText(/No surcharge code matches “zzz”\. Check the spelling/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the error with a retry that loads the codes', async () => {
    server.use(
      http.get(
        apiUrl(SURCHARGES_PATH),
        () => HttpResponse.json({ code: 'E', status: 500, message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The surcharge codes could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Surcharge codes' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  describe('spinner (docs/requirements.md §2 and §9)', () => {
    beforeEach(() => {
      useFakeTimersWithUser();
    });
    afterEach(() => {
      useRealTimersAgain();
    });

    it('stays about 1 s though the answer is in sooner, then gives way to the results for good', async () => {
      const { queryClient } = renderPage(`${PATH}?q=baf`);
      expect(screen.getByRole('status')).toHaveTextContent('Searching surcharge codes…');

      // The answer is in the cache well within the second...
      await act(() => vi.advanceTimersByTimeAsync(SURCHARGE_SPINNER_MS - 50));
      expect(queryClient.getQueryData(pricesQueries.surchargeCodes({ q: 'baf' }).queryKey)).toHaveLength(1);
      // ...yet the spinner holds until the second is over.
      expect(screen.getByRole('status')).toHaveTextContent('Searching surcharge codes…');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByRole('table', { name: 'Surcharge codes' })).toBeInTheDocument();
      expect(screen.queryByText('Searching surcharge codes…')).not.toBeInTheDocument();

      // A refetch of the same search (the answer gone stale) does not bring the spinner back.
      await act(() => queryClient.refetchQueries({ queryKey: pricesQueries.all() }));
      expect(screen.getByRole('table', { name: 'Surcharge codes' })).toBeInTheDocument();
      expect(screen.queryByText('Searching surcharge codes…')).not.toBeInTheDocument();
    });

    it('holds a slower answer until it is in', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      server.use(
        http.get(apiUrl(SURCHARGES_PATH), async () => {
          await held;
          return HttpResponse.json({ surcharges: [] });
        }),
      );
      renderPage(`${PATH}?q=baf`);
      await act(() => vi.advanceTimersByTimeAsync(3 * SURCHARGE_SPINNER_MS));
      expect(screen.getByRole('status')).toHaveTextContent('Searching surcharge codes…');
      release();
      await vi.waitFor(
        () => {
          expect(screen.getByText(/No surcharge code matches “baf”/)).toBeInTheDocument();
        },
        { timeout: 10_000 },
      );
    });
  });
});
