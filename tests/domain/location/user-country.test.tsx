import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { userCountryQueries, useUserCountryCode } from '@/domain/location/user-country';
import { sessionStore } from '@/domain/session/session-store';
import { ApiError } from '@/lib/api-error';
import { reportError } from '@/lib/query-client';
import { statusPopupStore } from '@/lib/status-popup-store';

import { GEOLOCATION_URL, regionFromAcceptLanguage } from '../../../mocks/geolocation/handlers';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

function Country() {
  return <p>{`Country: ${useUserCountryCode() ?? 'unknown'}`}</p>;
}

afterEach(() => {
  sessionStore.getState().logOut();
  vi.unstubAllGlobals();
});

describe('useUserCountryCode', () => {
  it('takes the geolocation lookup for anonymous users', async () => {
    server.use(http.get(GEOLOCATION_URL, () => HttpResponse.json({ countryCode: 'TH', countryName: 'Thailand' })));
    renderWithProviders(<Country />);
    expect(await screen.findByText('Country: TH')).toBeInTheDocument();
  });

  it('asks the lookup only once the page has been idle; the browser region serves until then', async () => {
    // A fresh module: the page-idle state is kept per page load (module), and earlier tests have been idle already.
    vi.resetModules();
    let runIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      runIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let asked = false;
    server.use(
      http.get(GEOLOCATION_URL, () => {
        asked = true;
        return HttpResponse.json({ countryCode: 'TH', countryName: 'Thailand' });
      }),
    );
    const fresh = await import('@/domain/location/user-country');
    function FreshCountry() {
      return <p>{`Country: ${fresh.useUserCountryCode() ?? 'unknown'}`}</p>;
    }
    const view = renderWithProviders(<FreshCountry />);
    // jsdom's navigator.languages is ['en-US'].
    expect(screen.getByText('Country: US')).toBeInTheDocument();
    // The first render's effects have run (the page waits for idle). A lookup started by them would already be in
    // flight: a query starts fetching synchronously when its observer subscribes, before its request goes out.
    expect(runIdle).toBeDefined();
    expect(view.queryClient.getQueryState(fresh.userCountryQueries.geolocation().queryKey)?.fetchStatus).not.toBe(
      'fetching',
    );
    expect(asked).toBe(false);
    act(() => runIdle?.());
    expect(await screen.findByText('Country: TH')).toBeInTheDocument();
    expect(asked).toBe(true);
    view.unmount();
  });

  it("takes a logged-in user's customer country", () => {
    sessionStore.getState().logIn(
      {
        firstName: 'Yuki',
        lastName: 'Tanaka',
        companyName: 'Sakura Trading',
        userId: 'yuki.tanaka',
        customerCode: 'JP00098765',
        customerCountry: 'JP',
      },
      { accessToken: 'access', refreshToken: 'refresh', expiresRefreshAt: '2026-11-22T02:00:00Z' },
    );
    renderWithProviders(<Country />);
    expect(screen.getByText('Country: JP')).toBeInTheDocument();
  });

  it("falls back to the browser language's region when the lookup fails", async () => {
    let asked = false;
    server.use(
      http.get(GEOLOCATION_URL, () => {
        asked = true;
        return HttpResponse.json({ code: 'UNAVAILABLE', status: 503, message: 'down' }, { status: 503 });
      }),
    );
    renderWithProviders(<Country />);
    await expect.poll(() => asked).toBe(true);
    // jsdom's navigator.languages is ['en-US'].
    expect(screen.getByText('Country: US')).toBeInTheDocument();
  });
});

describe('mock geolocation lookup', () => {
  it('reads the region of the Accept-Language header', () => {
    expect(regionFromAcceptLanguage('ko-KR,ko;q=0.9,en;q=0.8')).toBe('KR');
    expect(regionFromAcceptLanguage('en;q=0.9, pt-BR')).toBe('BR');
    expect(regionFromAcceptLanguage(null)).toBeUndefined();
  });

  it.each([401, 429, 503, 504, 500])(
    'a lookup failing with %i opens no popup: the visitor never asked for it',
    (status) => {
      const { meta } = userCountryQueries.geolocation();
      reportError(new ApiError({ code: `HTTP_${status}`, status, message: 'failed' }), meta);
      expect(statusPopupStore.getState().popups).toEqual([]);
    },
  );
});
