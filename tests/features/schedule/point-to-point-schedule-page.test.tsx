import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { POINT_TO_POINT_PATH } from '@/domain/schedule-search/point-to-point-contract';
import { PointToPointSchedulePage } from '@/features/schedule/components/point-to-point-schedule-page';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createRoute, createSailInfo } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';

const PATH = '/schedule/point-to-point-schedule';

function link(query: string) {
  return `${PATH}?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS&oriTermCdPara=Y&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y&cmdParam=search&${query}`;
}

function renderPage(route: string = PATH) {
  return renderWithProviders(<PointToPointSchedulePage />, { route, path: PATH });
}

beforeEach(() => {
  // "Now" is 2026-11-21 10:00 in Singapore, so the dates below stay inside the pickers' range (last to next year).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('point-to-point schedule page', () => {
  it('searches between two places picked from the suggestions and writes the search into the URL', async () => {
    const { user, router } = renderPage();
    const origin = screen.getByRole('combobox', { name: /^Origin/ });
    await user.type(origin, 'b');
    expect(await screen.findByText('Enter at least 2 characters')).toBeInTheDocument();
    await user.type(origin, 'usan');
    await user.click(await screen.findByRole('option', { name: /Busan, South Korea/ }));
    expect(origin).toHaveValue('Busan, South Korea');

    const destination = screen.getByRole('combobox', { name: /^Destination/ });
    await user.type(destination, 'ROTTER');
    await user.click(await screen.findByRole('option', { name: /Rotterdam, Netherlands/ }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(10);
    expect(within(cards[0]!).getByText('Rotterdam', { selector: 'strong' })).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('oriLocCdParam')).toBe('KRPUS');
    expect(params.get('destLocCdParam')).toBe('NLRTM');
    expect(params.get('cmdParam')).toBe('search');
    expect(params.get('oriTermCdPara')).toBe('D');
  });

  it('explains at each field what is missing instead of searching', async () => {
    const { user, router } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose an origin from the list.')).toBeInTheDocument();
    expect(screen.getByText('Choose a destination from the list.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Origin/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('2 fields need your attention.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('rejects a to date before the from date at the field', async () => {
    const { user } = renderPage(link('frmDtParam=2026-11-21&toDtParam=2026-12-19'));
    const to = await screen.findByRole('textbox', { name: /^To date/ });
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The to date must not be before the from date.')).toBeInTheDocument();
  });

  it('sorts by transit time and keeps sort and page in the URL', async () => {
    const routes = [
      createRoute({ key: 'slow', transitTime: 40, departureDate: '2026-11-22 10:00:00' }),
      createRoute({ key: 'fast', transitTime: 30, departureDate: '2026-11-29 10:00:00' }),
      createRoute({ key: 'mid', transitTime: 35, departureDate: '2026-11-25 10:00:00' }),
    ];
    server.use(http.get(apiUrl(POINT_TO_POINT_PATH), () => HttpResponse.json({ routes })));
    const { user, router } = renderPage(link('frmDtParam=2026-11-21&toDtParam=2026-12-19'));
    const keys = async () => (await screen.findAllByRole('article')).map((card) => card.getAttribute('data-route-key'));
    expect(await keys()).toEqual(['slow', 'mid', 'fast']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'transitTime');
    await waitFor(async () => {
      expect(await keys()).toEqual(['fast', 'mid', 'slow']);
    });
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('transitTime');
  });

  it('shows transshipment ports, cut-offs, and CO2 as km and kg/TEU or -- when missing', async () => {
    const singapore = {
      locationCode: 'SGSIN',
      locationName: 'Singapore',
      countryCode: 'SG',
      timeZone: 'Asia/Singapore',
      facilityTypeCode: 'POTE' as const,
    };
    const routes = [
      createRoute({ key: 'direct' }),
      createRoute({
        key: 'ts',
        routeType: 'TRANSSHIPMENT',
        transshipmentPorts: [singapore],
        sailInfo: [
          createSailInfo({ arrivalLocation: singapore, serviceCode: 'FE2', emission: null }),
          createSailInfo({ sequenceNumber: 2, departureLocation: singapore, serviceCode: 'SX1' }),
        ],
        emission: null,
      }),
    ];
    server.use(http.get(apiUrl(POINT_TO_POINT_PATH), () => HttpResponse.json({ routes })));
    const { user } = renderPage(link('isEnabledCO2=true&emissionType=ALL'));
    const [direct, transshipment] = await screen.findAllByRole('article');
    expect(within(direct!).getByText('Direct')).toBeInTheDocument();
    expect(within(direct!).getByText('20,150 km · 905 kg/TEU TTW · 1,030 kg/TEU WTW')).toBeInTheDocument();
    expect(within(direct!).getByText('Port (CY) cut-off')).toBeInTheDocument();
    expect(within(direct!).getByText('2026-11-23 18:00')).toBeInTheDocument();
    expect(within(transshipment!).getByText('via Singapore')).toBeInTheDocument();
    expect(within(transshipment!).getByLabelText('No CO₂ figure available')).toHaveTextContent('--');
    await user.click(within(transshipment!).getByRole('button', { name: /Route details/ }));
    expect(within(transshipment!).getByText('Leg 2 · Vessel')).toBeInTheDocument();
  });

  it('shows the no-results image and a hint when nothing sails', async () => {
    server.use(http.get(apiUrl(POINT_TO_POINT_PATH), () => HttpResponse.json({ routes: [] })));
    renderPage(link('frmDtParam=2026-11-21&toDtParam=2026-11-22'));
    expect(await screen.findByText('No sailings found')).toBeInTheDocument();
    expect(screen.getByText(/Try a longer period/)).toBeInTheDocument();
  });

  it('offers a retry when the server fails, and the retry loads the routes', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(POINT_TO_POINT_PATH), () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json({ code: 'SYSTEM_ERROR', status: 500, message: 'boom' }, { status: 500 });
        return HttpResponse.json({ routes: [createRoute()] });
      }),
    );
    const { user } = renderPage(link(''));
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('names unusable link values and uses defaults', async () => {
    renderPage(link('frmDtParam=2026-02-31&pageSize=7'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“2026-02-31” is not a date');
    expect(alert).toHaveTextContent('“7” is not a valid value here');
  });

  it('keeps an unsubmitted search across a remount (reload)', async () => {
    const view = renderPage();
    await view.user.type(screen.getByRole('combobox', { name: /^Origin/ }), 'busan');
    await view.user.click(await screen.findByRole('option', { name: /Busan, South Korea/ }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Receiving term' }), 'Y');
    view.unmount();
    renderPage();
    expect(screen.getByRole('combobox', { name: /^Origin/ })).toHaveValue('Busan, South Korea');
    expect(screen.getByRole('combobox', { name: 'Receiving term' })).toHaveValue('Y');
  });
});
