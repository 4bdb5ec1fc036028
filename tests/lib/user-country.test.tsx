import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/session-store';
import { useUserCountryCode } from '@/lib/user-country';

import { GEOLOCATION_URL, regionFromAcceptLanguage } from '../../mocks/handlers/geolocation';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../render';

function Country() {
  return <p>{`Country: ${useUserCountryCode() ?? 'unknown'}`}</p>;
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('useUserCountryCode', () => {
  it('takes the geolocation lookup for anonymous users', async () => {
    server.use(http.get(GEOLOCATION_URL, () => HttpResponse.json({ countryCode: 'TH', countryName: 'Thailand' })));
    renderWithProviders(<Country />);
    expect(await screen.findByText('Country: TH')).toBeInTheDocument();
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
});
