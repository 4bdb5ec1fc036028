import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_FEATURE_FLAGS, FEATURE_FLAG_KEYS } from '@/config/feature-flags';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { sessionStore } from '@/domain/session/session-store';

import { FLAG_RULES, RELAY_BASE, relayHandler } from '../../../mocks/feature-flags/handlers';
import { GEOLOCATION_URL } from '../../../mocks/geolocation/handlers';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

function FlagList() {
  return (
    <ul aria-label="Flags">
      {FEATURE_FLAG_KEYS.map((key) => (
        <FlagItem key={key} flag={key} />
      ))}
    </ul>
  );
}

function FlagItem({ flag }: { flag: (typeof FEATURE_FLAG_KEYS)[number] }) {
  return <li>{`${flag}: ${useFeatureFlag(flag) ? 'on' : 'off'}`}</li>;
}

function geolocatedIn(countryCode: string) {
  server.use(http.get(GEOLOCATION_URL, () => HttpResponse.json({ countryCode })));
}

function logInFrom(customerCountry: string) {
  sessionStore.getState().logIn(
    {
      firstName: 'Minji',
      lastName: 'Kim',
      companyName: 'Hanbit Logistics',
      userId: 'minji.kim',
      customerCode: 'KR00012345',
      customerCountry,
    },
    { accessToken: 'access', refreshToken: 'refresh', expiresRefreshAt: '2026-11-22T02:00:00Z' },
  );
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('feature flags', () => {
  // First in this file: it sees OpenFeature start (one SDK per page, so later tests only change its context).
  it('uses the relay with the geolocated country for anonymous users: payment in Vietnam', async () => {
    geolocatedIn('VN');
    const contexts: unknown[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/ofrep/v1/evaluate/flags')) {
        void request
          .clone()
          .json()
          .then((body: { context?: unknown }) => contexts.push(body.context));
      }
    };
    server.events.on('request:start', record);
    renderWithProviders(<FlagList />);
    expect(await screen.findByText('payment: on')).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    // The SDK starts once the country is known: one relay request, with it (not a first one without it).
    expect(contexts).toEqual([{ country: 'VN' }]);
    expect(screen.getByText('taxInvoice: off')).toBeInTheDocument();
    expect(screen.getByText('redesign: on')).toBeInTheDocument();
    expect(screen.getByText('schedules: on')).toBeInTheDocument();
  });

  it("uses a logged-in user's customer country: tax invoice in Korea, no payment", async () => {
    logInFrom('KR');
    renderWithProviders(<FlagList />);
    expect(await screen.findByText('taxInvoice: on')).toBeInTheDocument();
    expect(screen.getByText('payment: off')).toBeInTheDocument();
  });

  it('hides a page whose flag is off and says it is unavailable', async () => {
    geolocatedIn('DE');
    server.use(relayHandler({ ...FLAG_RULES, schedules: { kind: 'countries', countries: ['KR'] } }));
    const { user, router } = renderWithProviders(
      <FeatureGate flag="schedules">
        <h1>Point to Point Schedule</h1>
      </FeatureGate>,
      { route: '/schedule/point-to-point-schedule', routes: [{ path: '/', element: <p>Home page</p> }] },
    );
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.getByText(/not available in your country or region/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Point to Point Schedule' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the safe defaults when the relay cannot be reached', async () => {
    geolocatedIn('US');
    let asked = false;
    server.use(
      http.post(`${RELAY_BASE}/ofrep/v1/evaluate/flags`, () => {
        asked = true;
        return HttpResponse.json({ errorCode: 'GENERAL', errorDetails: 'relay down' }, { status: 503 });
      }),
    );
    renderWithProviders(<FlagList />);
    await expect.poll(() => asked).toBe(true);
    for (const key of FEATURE_FLAG_KEYS) {
      expect(await screen.findByText(`${key}: ${DEFAULT_FEATURE_FLAGS[key] ? 'on' : 'off'}`)).toBeInTheDocument();
    }
  });
});
