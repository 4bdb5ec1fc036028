// The session registers the API client's bearer tokens at start-up (the app layer), as in the app.
import '@/app/session-wiring';

import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AUTH_TIMEOUT_MS, REFRESH_LOCK_TIMEOUT_MS } from '@/config/limits';
import { getRuntimeConfig } from '@/config/runtime-config';
import { LOGIN_PATH, TOKEN_PATH } from '@/domain/session/session-contract';
import { CURRENT_USER_PATH } from '@/domain/session/session-contract';
import { SESSION_STORAGE_KEY, sessionStore } from '@/domain/session/session-store';
import { apiClient } from '@/lib/api-client';
import { closeSessionChannel } from '@/services/session/broadcast';
import { logIn, logOut } from '@/services/session/session-auth';
import { REFRESH_LOCK_NAME } from '@/services/session/session-refresh';

import { findAccount } from '../../../mocks/auth/accounts';
import { expireAccessTokens, issueLogin, readAuthDb } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { apiUrl, errorResponse } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { installFakeLocks } from './fake-web-locks';

const SHIPPER = DEMO_LOGINS.shipper;
const TOKEN_URL = `${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${TOKEN_PATH}`;
const LOGIN_URL = `${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${LOGIN_PATH}`;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  closeSessionChannel();
});

function getMe() {
  return apiClient.get(CURRENT_USER_PATH);
}

/** Answers GET v1/country with the Authorization header it received. */
function echoAuthorization() {
  server.use(
    http.get(apiUrl('v1/country'), ({ request }) =>
      HttpResponse.json({ authorization: request.headers.get('Authorization') }),
    ),
  );
}

/**
 * Holds the token endpoint: the refresh reaches the server (`arrived` resolves) and waits until `release()`; then the
 * real mock endpoint answers it.
 */
function holdTokenEndpoint() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  server.use(
    http.post(TOKEN_URL, async () => {
      arrived();
      await gate;
      // Falls through to the mock auth endpoint, which rotates the token.
      return undefined;
    }),
  );
  return { reached, release };
}

describe('a refresh belongs to the session it started in', () => {
  it('drops a refresh that lands after logout, and sends no bearer on later anonymous calls', async () => {
    await logIn(SHIPPER);
    expireAccessTokens();
    const held = holdTokenEndpoint();
    const request = getMe();
    await held.reached;
    logOut('user');
    held.release();
    await expect(request).rejects.toMatchObject({ code: 'SESSION_CHANGED' });
    expect(sessionStore.getState()).toMatchObject({ status: 'loggedOut', accessToken: null, refreshToken: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    echoAuthorization();
    const { data } = await apiClient.get<{ authorization: string | null }>('v1/country');
    expect(data.authorization).toBeNull();
  });

  it('never stores the old user’s tokens under a user another tab logged in meanwhile', async () => {
    await logIn(SHIPPER);
    expireAccessTokens();
    const held = holdTokenEndpoint();
    const request = getMe();
    await held.reached;
    // Another tab logged out and logged demo.forwarder in; its broadcast has not reached this tab yet.
    const forwarder = findAccount('demo.forwarder');
    if (!forwarder) throw new Error('demo.forwarder missing from mocks/db.ts');
    const otherTab = { user: forwarder.user, ...(await issueLogin(forwarder)), sessionId: 'other-tab-session' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(otherTab));
    held.release();
    await expect(request).rejects.toMatchObject({ code: 'SESSION_CHANGED' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(otherTab);
  });

  it('refuses to refresh with a refresh token another user’s login left in storage', async () => {
    await logIn(SHIPPER);
    const forwarder = findAccount('demo.forwarder');
    if (!forwarder) throw new Error('demo.forwarder missing from mocks/db.ts');
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ user: forwarder.user, ...(await issueLogin(forwarder)), sessionId: 'other-tab-session' }),
    );
    expireAccessTokens();
    await expect(getMe()).rejects.toMatchObject({ code: 'SESSION_CHANGED' });
    expect(readAuthDb().counters.refresh).toBe(0);
  });
});

describe('only a refused refresh token ends the session', () => {
  it.each([
    { answer: '429', respond: () => errorResponse(429, 'TOO_MANY_REQUESTS', 'Slow down') },
    { answer: '408', respond: () => errorResponse(408, 'REQUEST_TIMEOUT', 'Too slow') },
    { answer: '403', respond: () => errorResponse(403, 'FORBIDDEN', 'WAF') },
    { answer: '409', respond: () => errorResponse(409, 'CONFLICT', 'Busy') },
    { answer: 'a signature 401', respond: () => errorResponse(401, 'SIGNATURE_INVALID', 'Clock skew') },
    { answer: '400 without a refresh-token code', respond: () => errorResponse(400, 'INVALID_REQUEST', 'Bad') },
    { answer: '500', respond: () => errorResponse(500, 'INTERNAL', 'Down') },
    { answer: 'a network error', respond: () => HttpResponse.error() },
  ])('keeps the session after $answer, and the request fails as a network error', async ({ respond }) => {
    await logIn(SHIPPER);
    expireAccessTokens();
    server.use(http.post(TOKEN_URL, respond));
    await expect(getMe()).rejects.toMatchObject({ status: 0, code: 'AUTH_UNAVAILABLE' });
    expect(sessionStore.getState().status).toBe('loggedIn');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it.each([
    { status: 401, code: 'REFRESH_TOKEN_REUSED' },
    { status: 400, code: 'REFRESH_TOKEN_INVALID' },
  ])('ends the session on $status $code', async ({ status, code }) => {
    await logIn(SHIPPER);
    expireAccessTokens();
    server.use(http.post(TOKEN_URL, () => errorResponse(status, code, 'Refused')));
    await expect(getMe()).rejects.toMatchObject({ status: 401, code: 'SESSION_EXPIRED' });
    expect(sessionStore.getState().status).toBe('loggedOut');
  });
});

/** Settles `promise` into a value that says whether it is still pending. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => {
      state.settled = true;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe('short auth timeouts', () => {
  it('gives up a hung refresh after AUTH_TIMEOUT_MS as a network error and keeps the session', async () => {
    await logIn(SHIPPER);
    expireAccessTokens();
    const held = holdTokenEndpointForever();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = track(getMe());
    await held;
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS - 1);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(
      () => {
        expect(result.settled).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(result.error).toMatchObject({ status: 0, code: 'AUTH_UNAVAILABLE' });
    expect(sessionStore.getState().status).toBe('loggedIn');
  });

  it('gives up a hung login after AUTH_TIMEOUT_MS as a network error (status 0)', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      http.post(LOGIN_URL, async () => {
        arrived();
        await delay('infinite');
        return undefined;
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = track(logIn(SHIPPER));
    await reached;
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS);
    await vi.waitFor(
      () => {
        expect(result.settled).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(result.error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('stops waiting for a refresh lock another tab holds after REFRESH_LOCK_TIMEOUT_MS', async () => {
    await logIn(SHIPPER);
    sessionStore.setState({ accessToken: null });
    const locks = installFakeLocks();
    // Another tab holds the refresh lock and never lets go (its refresh hangs).
    locks.holdForever(REFRESH_LOCK_NAME);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = track(getMe());
    await vi.waitFor(
      () => {
        expect(locks.waiting).toBe(1);
      },
      { timeout: 10_000 },
    );
    await vi.advanceTimersByTimeAsync(REFRESH_LOCK_TIMEOUT_MS);
    await vi.waitFor(
      () => {
        expect(result.settled).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(result.error).toMatchObject({ status: 0, code: 'AUTH_UNAVAILABLE' });
    expect(locks.waiting).toBe(0);
    expect(readAuthDb().counters.refresh).toBe(0);
  });
});

/** The token endpoint never answers; resolves once the refresh reached it. */
function holdTokenEndpointForever(): Promise<void> {
  return new Promise((resolve) => {
    server.use(
      http.post(TOKEN_URL, async () => {
        resolve();
        await delay('infinite');
        return undefined;
      }),
    );
  });
}
