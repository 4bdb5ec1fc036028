// The session registers the API client's bearer tokens at start-up (the app layer), as in the app.
import '@/app/session-wiring';

import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AUTH_TIMEOUT_MS, REFRESH_LOCK_TIMEOUT_MS, REFRESH_RETRY_BASE_MS } from '@/config/limits';
import { getRuntimeConfig } from '@/config/runtime-config';
import { CURRENT_USER_PATH, TOKEN_PATH } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { apiClient } from '@/lib/api-client';
import { closeSessionChannel } from '@/services/session/broadcast';
import { logIn } from '@/services/session/session-auth';
import { REFRESH_LOCK_NAME } from '@/services/session/session-refresh';

import { expireAccessTokens } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { installFakeLocks } from './fake-web-locks';

const TOKEN_URL = `${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${TOKEN_PATH}`;

afterEach(() => {
  vi.useRealTimers();
  closeSessionChannel();
});

const getMe = () => apiClient.get(CURRENT_USER_PATH);

/** The token endpoint answers every refresh with `status` (and `Retry-After` when given); counts the calls. */
function failingTokenEndpoint(status: number, retryAfter?: string) {
  const calls = { count: 0 };
  server.use(
    http.post(TOKEN_URL, () => {
      calls.count += 1;
      return HttpResponse.json(
        { code: 'BUSY', status, message: 'Try later' },
        { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
      );
    }),
  );
  return calls;
}

describe('an auth service that is busy is asked once, not by every request', () => {
  it('shares one failed refresh with every request until the Retry-After of a 429 has passed', async () => {
    await logIn(DEMO_LOGINS.shipper);
    expireAccessTokens();
    const calls = failingTokenEndpoint(429, '5');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

    // A reload: the page's requests start one after another, each after the previous one failed.
    for (let index = 0; index < 5; index += 1) {
      await expect(getMe()).rejects.toMatchObject({ status: 0, code: 'AUTH_UNAVAILABLE' });
    }
    expect(calls.count).toBe(1);
    expect(sessionStore.getState().status).toBe('loggedIn');

    vi.setSystemTime(Date.now() + 4_999);
    await expect(getMe()).rejects.toMatchObject({ code: 'AUTH_UNAVAILABLE' });
    expect(calls.count).toBe(1);

    vi.setSystemTime(Date.now() + 1);
    await expect(getMe()).rejects.toMatchObject({ code: 'AUTH_UNAVAILABLE' });
    expect(calls.count).toBe(2);
  });

  it('waits longer after each failure in a row when the service names no wait, and refreshes once it is back', async () => {
    await logIn(DEMO_LOGINS.shipper);
    expireAccessTokens();
    const calls = failingTokenEndpoint(503);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

    await expect(getMe()).rejects.toMatchObject({ code: 'AUTH_UNAVAILABLE' });
    vi.setSystemTime(Date.now() + REFRESH_RETRY_BASE_MS);
    await expect(getMe()).rejects.toMatchObject({ code: 'AUTH_UNAVAILABLE' });
    expect(calls.count).toBe(2);

    // The second failure in a row doubles the wait.
    vi.setSystemTime(Date.now() + REFRESH_RETRY_BASE_MS);
    await expect(getMe()).rejects.toMatchObject({ code: 'AUTH_UNAVAILABLE' });
    expect(calls.count).toBe(2);

    server.resetHandlers();
    vi.setSystemTime(Date.now() + REFRESH_RETRY_BASE_MS);
    await expect(getMe()).resolves.toMatchObject({ status: 200 });
  });
});

describe('a hung token endpoint', () => {
  it('gives up every tab within REFRESH_LOCK_TIMEOUT_MS of its request, waiting for the lock included', async () => {
    await logIn(DEMO_LOGINS.shipper);
    sessionStore.setState({ accessToken: null });
    const locks = installFakeLocks();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Another tab's refresh holds the lock until its own auth time-out, then lets go without a broadcast.
    void locks.request(REFRESH_LOCK_NAME, () => delay(AUTH_TIMEOUT_MS));
    // And this tab's own refresh, once it gets the lock, hangs too.
    server.use(
      http.post(TOKEN_URL, async () => {
        await delay('infinite');
        return undefined;
      }),
    );
    let settled: unknown = null;
    getMe().catch((error: unknown) => {
      settled = error;
    });
    // Not vi.waitFor: with fake timers it moves the clock, and this test counts from the request.
    await vi.advanceTimersByTimeAsync(0);
    expect(locks.waiting).toBe(1);

    await vi.advanceTimersByTimeAsync(REFRESH_LOCK_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(
      () => {
        expect(settled).toMatchObject({ status: 0, code: 'AUTH_UNAVAILABLE' });
      },
      { timeout: 10_000 },
    );
    expect(sessionStore.getState().status).toBe('loggedIn');
  });
});
