// The session registers the API client's bearer tokens at start-up (the app layer), as in the app.
import '@/app/session-wiring';

import { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { configFromEnv, setRuntimeConfig } from '@/config/runtime-config';
import type { CurrentUser } from '@/domain/session/session-contract';
import { CURRENT_USER_PATH } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { apiClient, legacyApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { toApiError } from '@/lib/to-api-error';
import { closeSessionChannel } from '@/services/session/broadcast';
import { logIn } from '@/services/session/session-auth';

import { expireAccessTokens, readAuthDb, revokeRefreshToken } from '../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../mocks/auth/demo-users';
import { apiUrl } from '../../mocks/http';
import { server } from '../../mocks/node';

const SHIPPER = DEMO_LOGINS.shipper;

afterEach(() => {
  setRuntimeConfig(configFromEnv());
  closeSessionChannel();
  vi.unstubAllGlobals();
});

async function getMe(): Promise<CurrentUser> {
  const { data } = await apiClient.get<CurrentUser>(CURRENT_USER_PATH);
  return data;
}

describe('api client: bearer and token refresh', () => {
  it('sends the bearer token and gets the protected answer', async () => {
    await logIn(SHIPPER);
    await expect(getMe()).resolves.toMatchObject({
      userId: SHIPPER.userId,
      companyName: 'Hanil Electronics Co., Ltd.',
    });
    expect(readAuthDb().counters.refresh).toBe(0);
  });

  it('answers 50 concurrent 401s with exactly one refresh and 50 successful retries', async () => {
    await logIn(SHIPPER);
    const before = sessionStore.getState().refreshToken;
    expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 50 }, () => getMe()));
    expect(results).toHaveLength(50);
    expect(results.every((user) => user.userId === SHIPPER.userId)).toBe(true);
    expect(readAuthDb().counters.refresh).toBe(1);
    // The rotated refresh token is kept for the next reload.
    expect(sessionStore.getState().refreshToken).not.toBe(before);
    expect(localStorage.getItem('one-ecom.session')).toContain(String(sessionStore.getState().refreshToken));
  });

  it('logs out once when the server refuses the refresh, and every waiting request fails as session expired', async () => {
    await logIn(SHIPPER);
    revokeRefreshToken(String(sessionStore.getState().refreshToken));
    expireAccessTokens();
    let logouts = 0;
    const stop = sessionStore.subscribe((state, previous) => {
      if (previous.status === 'loggedIn' && state.status === 'loggedOut') logouts += 1;
    });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => getMe()));
    stop();
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    }
    expect(logouts).toBe(1);
    expect(readAuthDb().counters.refresh).toBe(1);
    expect(sessionStore.getState().status).toBe('loggedOut');
    expect(localStorage.getItem('one-ecom.session')).toBeNull();
  });

  it('after a reload (refresh token stored, no access token) fetches one access token before the first request', async () => {
    await logIn(SHIPPER);
    sessionStore.getState().hydrate();
    sessionStore.setState({ accessToken: null });
    await expect(Promise.all([getMe(), getMe(), getMe()])).resolves.toHaveLength(3);
    expect(readAuthDb().counters.refresh).toBe(1);
  });

  it('turns an anonymous 401 into LOGIN_REQUIRED without trying a refresh', async () => {
    await expect(getMe()).rejects.toMatchObject({ status: 401, code: 'LOGIN_REQUIRED' });
    expect(readAuthDb().counters.refresh).toBe(0);
  });

  it('turns a 401 of a logged-in tab whose stored refresh token is gone into a session-expired error', async () => {
    await logIn(SHIPPER);
    localStorage.removeItem('one-ecom.session');
    expireAccessTokens();
    await expect(getMe()).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(readAuthDb().counters.refresh).toBe(0);
  });

  it('does not attach the bearer to a public request', async () => {
    await logIn(SHIPPER);
    server.use(
      http.get(apiUrl('v1/country'), ({ request }) =>
        HttpResponse.json({ authorization: request.headers.get('Authorization') }),
      ),
    );
    const { data: open } = await apiClient.get<{ authorization: string | null }>('v1/country', { public: true });
    expect(open.authorization).toBeNull();
    const { data: closed } = await apiClient.get<{ authorization: string | null }>('v1/country');
    expect(closed.authorization).toMatch(/^Bearer mock-at\./);
  });

  it('signs login and API calls when a request-date secret is configured (the mock checks the signature)', async () => {
    setRuntimeConfig({ ...configFromEnv(), requestDateSecret: 'one-ecom-test-secret' });
    await logIn(SHIPPER);
    server.use(
      http.get(apiUrl('v1/country'), ({ request }) =>
        HttpResponse.json({ date: request.headers.get('Request-Date'), signature: request.headers.get('Signature') }),
      ),
    );
    const { data } = await apiClient.get<{ date: string; signature: string }>('v1/country', {
      params: { countryName: 'Korea' },
    });
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(data.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the base URL at request time, so a runtime configuration can replace it', async () => {
    setRuntimeConfig({ ...configFromEnv(), apiBaseUrl: '/gateway/api' });
    server.use(http.get('/gateway/api/v1/country', () => HttpResponse.json({ via: 'gateway' })));
    const { data } = await apiClient.get<{ via: string }>('v1/country', { public: true });
    expect(data.via).toBe('gateway');
  });
});

describe('api client: short tasks', () => {
  it('gives the main thread back before a request leaves and again before its answer reaches the caller', async () => {
    await logIn(SHIPPER);
    const events: string[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => {
        events.push('main thread given back');
        return new Promise<void>((resolve) => {
          setTimeout(resolve, 0);
        });
      },
    });
    const onRequest = () => events.push('request sent');
    const onAnswer = () => events.push('answer received');
    server.events.on('request:start', onRequest);
    server.events.on('response:mocked', onAnswer);
    try {
      const me = await getMe();
      events.push('caller has the answer');
      expect(me).toMatchObject({ userId: SHIPPER.userId });
    } finally {
      server.events.removeListener('request:start', onRequest);
      server.events.removeListener('response:mocked', onAnswer);
    }
    // Nothing of the request runs in the caller's task (not even axios's own start) ...
    expect(events[0]).toBe('main thread given back');
    expect(events).toContain('request sent');
    // ... and the answer is handed on in a later task than the one that received it.
    const afterAnswer = events.slice(events.indexOf('answer received'), events.indexOf('caller has the answer'));
    expect(afterAnswer).toContain('main thread given back');
  });

  it('sends nothing while the scheduler keeps the main thread', async () => {
    await logIn(SHIPPER);
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>(() => undefined) });
    const sent: string[] = [];
    const onRequest = ({ request }: { request: Request }) => sent.push(request.url);
    server.events.on('request:start', onRequest);
    try {
      void getMe();
      await new Promise((resolve) => {
        setTimeout(resolve, 50);
      });
      expect(sent).toEqual([]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });
});

describe('api client: error normalisation', () => {
  it('decodes a blob error body as JSON (file downloads ask for a blob)', async () => {
    // jsdom's XMLHttpRequest cannot hand MSW a blob response, so the download's failed answer is built as axios
    // delivers it in a browser: the error body arrives as a Blob.
    const body = new Blob([JSON.stringify({ code: 'LOCATION_NOT_FOUND', status: 404, message: 'No location XXABC' })], {
      type: 'application/json',
    });
    const response = {
      data: body,
      status: 404,
      statusText: 'Not Found',
      headers: {},
      config: { headers: new AxiosHeaders() },
    };
    const error = new AxiosError('Request failed', 'ERR_BAD_REQUEST', response.config, null, response);
    const normalised = await toApiError(error);
    expect(normalised).toBeInstanceOf(ApiError);
    expect(normalised.toJSON()).toEqual({ code: 'LOCATION_NOT_FOUND', status: 404, message: 'No location XXABC' });
  });

  it('reports a network error on the main API as NETWORK_ERROR with status 0', async () => {
    server.use(http.get(apiUrl('v1/country'), () => HttpResponse.error()));
    await expect(apiClient.get('v1/country')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('treats a network error or a body-less error on the legacy API as a session error', async () => {
    server.use(
      http.get('/ecom-api/CUP_HOM_3301.do', () => HttpResponse.error()),
      http.get('/ecom-api/CUP_HOM_3005.do', () => new HttpResponse(null, { status: 500 })),
    );
    await expect(legacyApiClient.get('CUP_HOM_3301.do')).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
    });
    await expect(legacyApiClient.get('CUP_HOM_3005.do')).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
    });
  });
});
