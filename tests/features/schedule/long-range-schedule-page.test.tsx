import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SERVICE_SCHEDULES_PATH } from '@/features/schedule/api/vessel-schedule-contract';
import { LongRangeSchedulePage } from '@/features/schedule/components/long-range-schedule-page';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const NOW = new Date('2026-11-28T06:00:00Z');

function renderPage(search = '') {
  return renderWithProviders(<LongRangeSchedulePage />, {
    route: `/schedule/long-range-schedule${search}`,
    path: '/schedule/long-range-schedule',
    routes: [{ path: '/schedule/vessel-schedule', element: <h1>Vessel schedule</h1> }],
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('long-range schedule page', () => {
  it('shows the voyages of a service picked in the form, with the search in the URL', async () => {
    const { user, router } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Trade lane' }), 'ASIA_EUROPE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'FE4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '8');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await screen.findByRole('table', { name: /Voyages of FE4/ }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?svc=FE4&from=2026-11-28&weeks=8');
    expect(within(grid).getByRole('columnheader', { name: /KRPUS/ })).toBeVisible();
    expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it('links a coming call to the vessel schedule of its vessel', async () => {
    const { user } = renderPage('?svc=FE4&from=2026-11-30&weeks=12');
    const grid = await screen.findByRole('table', { name: /Voyages of FE4/ }, { timeout: 10_000 });
    const [link] = within(grid).getAllByRole('link', { name: /^Vessel schedule of/ });
    if (!link) throw new Error('no coming call');
    expect(link.getAttribute('href')).toMatch(/^\/schedule\/vessel-schedule\?by=imo&vslImo=\d{7}$/);
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Vessel schedule' })).toBeVisible();
  }, 60_000);

  it('shows every service of a trade lane', async () => {
    renderPage('?lane=ASIA_EUROPE&from=2026-11-30&weeks=4');
    expect(await screen.findByRole('table', { name: /Voyages of FE1/ }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('region', { name: /^FE4/ })).toBeVisible();
  }, 60_000);

  it('offers a retry when the schedule cannot be loaded', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl(SERVICE_SCHEDULES_PATH), () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ code: 'ERR', status: 500, message: 'down' }, { status: 500 });
      }),
    );
    const { user } = renderPage('?svc=FE4&from=2026-11-30&weeks=2');
    await user.click(await screen.findByRole('button', { name: /Retry/ }, { timeout: 10_000 }));
    expect(await screen.findByRole('table', { name: /Voyages of FE4/ }, { timeout: 10_000 })).toBeVisible();
  }, 60_000);

  it('says so for a service the carrier does not run', async () => {
    renderPage('?svc=ZZ9&from=2026-11-30&weeks=2');
    expect(await screen.findByText(/not known/, {}, { timeout: 10_000 })).toBeVisible();
  });
});
