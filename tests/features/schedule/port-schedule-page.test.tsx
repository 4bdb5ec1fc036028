import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PORT_SCHEDULES_PATH } from '@/features/schedule/api/port-schedule-contract';
import { PortSchedulePage } from '@/features/schedule/components/port-schedule-page';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const NOW = new Date('2026-11-28T06:00:00Z');

function renderPage(search = '') {
  return renderWithProviders(<PortSchedulePage />, {
    route: `/schedule/port-schedule${search}`,
    path: '/schedule/port-schedule',
    routes: [{ path: '/schedule/vessel-schedule', element: <h1>Vessel schedule</h1> }],
  });
}

/** The body rows of the calls table (the header row has column headers only). */
async function callRows() {
  const table = await screen.findByRole('table', { name: 'Vessel calls' }, { timeout: 10_000 });
  return within(table).getAllByRole('row').slice(1);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('port schedule page', () => {
  it('searches a port for 4 weeks and keeps the search in the URL', async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByRole('combobox', { name: /^Port/ }), 'busan');
    await user.click(await screen.findByRole('option', { name: /Busan, South Korea/ }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await callRows()).length).toBe(50);
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toMatchObject({ port: 'KRPUS', from: '2026-11-28', weeks: '4' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2026-11-28 to 2026-12-25');
  }, 60_000);

  it('narrows the rows to one service, keeps the filter in the URL and shows it again after a reload', async () => {
    const { user, router, unmount } = renderPage('?port=KRPUS&portNm=Busan&from=2026-11-28&weeks=4');
    await callRows();
    const select = screen.getByRole('combobox', { name: 'Service' });
    const option = within(select).getAllByRole('option')[1];
    const service = option?.getAttribute('value') ?? '';
    await user.selectOptions(select, service);
    expect(await screen.findByText(/^\d+ of \d+ calls$/)).toBeVisible();
    const rows = await callRows();
    expect(rows.length).toBeLessThan(50);
    for (const row of rows) expect(row).toHaveTextContent(service);
    expect(new URLSearchParams(router.state.location.search).get('svc')).toBe(service);

    const search = router.state.location.search;
    unmount();
    renderPage(search);
    expect(await screen.findByRole('combobox', { name: 'Service' }, { timeout: 10_000 })).toHaveValue(service);
    expect((await callRows()).length).toBe(rows.length);
  }, 60_000);

  it('links a coming call to its vessel schedule by IMO number', async () => {
    renderPage('?port=SGSIN&from=2026-12-01&weeks=1');
    const [row] = await callRows();
    const link = within(row ?? document.body).getByRole('link', { name: /^Vessel Schedule/ });
    expect(link.getAttribute('href')).toMatch(/^\/schedule\/vessel-schedule\?by=imo&vslImo=\d{7}$/);
  }, 60_000);

  it('refuses a to date more than 28 days after the from date, at the field', async () => {
    const { user, router } = renderPage('?port=KRPUS&portNm=Busan&from=2026-11-28&weeks=1');
    await callRows();
    await user.click(screen.getByRole('radio', { name: 'From and to dates' }));
    const to = await screen.findByRole('textbox', { name: /^To date/ });
    await user.clear(to);
    await user.type(to, '2026-12-27');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/at most 28 days/)).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(new URLSearchParams(router.state.location.search).get('to')).toBeNull();
  }, 60_000);

  it('shows an error with a retry when the schedule cannot be loaded', async () => {
    server.use(http.get(apiUrl(PORT_SCHEDULES_PATH), () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderPage('?port=KRPUS&from=2026-11-28&weeks=1');
    await user.click(await screen.findByRole('button', { name: /retry|try again/i }, { timeout: 10_000 }));
    expect((await callRows()).length).toBeGreaterThan(0);
  }, 60_000);
});
