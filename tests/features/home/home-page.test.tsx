import { OpenFeature } from '@openfeature/web-sdk';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_DOMAIN } from '@/config/feature-flags';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { NOTICES_PATH } from '@/features/home/api/home-contract';
import { HomePage } from '@/features/home/components/home-page';

import { FLAG_RULES, relayHandler } from '../../../mocks/feature-flags/handlers';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { renderWithProviders } from '../../render';

const routes = [
  { path: '/schedule/point-to-point-schedule', element: <h1>Schedule page</h1> },
  { path: '/ecom/:page', element: <h1>Legacy page</h1> },
  { path: '/manage-shipment/cargo-tracking', element: <h1>Cargo tracking page</h1> },
];

afterEach(() => {
  vi.useRealTimers();
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

describe('home page', () => {
  it('shows the notices and a real QR code for the mobile app', async () => {
    renderWithProviders(<HomePage />, { routes });
    const notices = screen.getByRole('region', { name: 'Notices' });
    expect(await within(notices).findByText(/Blank sailing: FP1 service/)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code: link to the ONE mobile app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await axeViolations()).toEqual([]);
  });

  it('offers a retry when the notices cannot be loaded, and shows them once they can', async () => {
    server.use(
      http.get(
        apiUrl(NOTICES_PATH),
        () => HttpResponse.json({ code: 'E500', status: 500, message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderWithProviders(<HomePage />, { routes });
    const notices = screen.getByRole('region', { name: 'Notices' });
    const alert = await within(notices).findByRole('alert');
    expect(alert).toHaveTextContent('The notices could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(notices).findByText(/Blank sailing: FP1 service/)).toBeInTheDocument();
    expect(within(notices).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tracks a container number on the legacy cargo tracking page while the tracking flag is off, after validating it', async () => {
    // Both: the defaults until the relay answers, and the relay's answer (the provider asks it when idle).
    server.use(relayHandler({ ...FLAG_RULES, tracking: { kind: 'static', enabled: false } }));
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, tracking: false });
    const { user, router } = renderWithProviders(<HomePage />, { routes });
    const tracking = screen.getByRole('region', { name: 'Cargo tracking' });
    await user.click(within(tracking).getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(within(tracking).getByRole('textbox', { name: 'B/L number' })).toHaveAccessibleDescription(
        'Enter a number to track.',
      );
    });
    await user.click(within(tracking).getByRole('radio', { name: 'Container' }));
    const number = within(tracking).getByRole('textbox', { name: 'Container number' });
    await user.type(number, 'TCLU12345');
    await user.click(within(tracking).getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(number).toHaveAccessibleDescription('A container number has 4 letters and 7 digits, like TCLU1234567.');
    });
    await user.type(number, '67');
    await user.click(within(tracking).getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/ecom/CUP_HOM_3301.do');
    });
    expect(router.state.location.search).toBe('?trakNoParam=TCLU1234567&trakNoTpCdParam=C');
    // The relay's answer lands within this test, never in the next one (OpenFeature lives as long as the test file).
    await waitFor(() => {
      expect(OpenFeature.getClient(FEATURE_FLAG_DOMAIN).getBooleanValue('tracking', true)).toBe(false);
    });
  });

  it('tracks a booking number on the native cargo tracking page while the tracking flag is on', async () => {
    const { user, router } = renderWithProviders(<HomePage />, { routes });
    const tracking = screen.getByRole('region', { name: 'Cargo tracking' });
    await user.click(within(tracking).getByRole('radio', { name: 'Booking' }));
    await user.type(within(tracking).getByRole('textbox', { name: 'Booking number' }), 'pusb 10000123');
    await user.click(within(tracking).getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/manage-shipment/cargo-tracking');
    });
    expect(router.state.location.search).toBe('?trakNoParam=PUSB10000123&trakNoTpCdParam=K');
  });

  it('searches schedules between two picked ports, starting today in Singapore', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T17:00:00Z')); // 01:00 on 22 November in Singapore
    const { user, router } = renderWithProviders(<HomePage />, { routes });
    const search = screen.getByRole('region', { name: 'Schedule search' });
    await user.click(within(search).getByRole('button', { name: 'Search schedules' }));
    await waitFor(() => {
      expect(within(search).getByRole('combobox', { name: 'Origin' })).toHaveAccessibleDescription(
        'Choose an origin from the list.',
      );
    });
    await user.type(within(search).getByRole('combobox', { name: 'Origin' }), 'Busan');
    await user.click(await screen.findByRole('option', { name: /Busan.*KRPUS/ }));
    await user.type(within(search).getByRole('combobox', { name: 'Destination' }), 'Rotterdam');
    await user.click(await screen.findByRole('option', { name: /Rotterdam.*NLRTM/ }));
    await user.click(within(search).getByRole('button', { name: 'Search schedules' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/schedule/point-to-point-schedule');
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      oriLocNmParam: 'Busan, South Korea',
      oriLocCdParam: 'KRPUS',
      destLocNmParam: 'Rotterdam, Netherlands',
      destLocCdParam: 'NLRTM',
      frmDtParam: '2026-11-22',
      nextWeekValue: '28',
      cmdParam: 'search',
    });
  });
});
