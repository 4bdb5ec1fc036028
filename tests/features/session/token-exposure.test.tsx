import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

import LegacyPageRoute from '@/app/routes/legacy-page';
import { getRuntimeConfig } from '@/config/runtime-config';
import { TOKEN_PATH } from '@/domain/session/session-contract';
import { CURRENT_USER_PATH } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { apiClient, legacyApiClient } from '@/lib/api-client';
import { startWebVitalsReporting } from '@/lib/web-vitals';
import { closeSessionChannel } from '@/services/session/broadcast';
import { logIn, logOut } from '@/services/session/session-auth';

import { expireAccessTokens } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { apiUrl, errorResponse } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { receivedWebVitals, WEB_VITALS_PATH } from '../../../mocks/web-vitals/handlers';
import { renderWithProviders } from '../../render';

// The page reports one LCP at once (jsdom paints nothing, so web-vitals itself would never report).
vi.mock('web-vitals', () => ({
  onLCP: (report: (metric: Metric) => void) => {
    report({
      name: 'LCP',
      value: 1200,
      rating: 'good',
      delta: 1200,
      id: 'v5-lcp-1',
      entries: [],
      navigationType: 'navigate',
      navigationId: '1',
    } as unknown as Metric);
  },
  onINP: () => undefined,
  onCLS: () => undefined,
}));

const SHIPPER = DEMO_LOGINS.shipper;
const TOKEN_URL = `${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${TOKEN_PATH}`;

/** Every token the mock auth endpoint issued (login and refresh answers), spent or not. */
const issuedTokens = new Set<string>();
function recordIssuedTokens({ response }: { response: Response }) {
  void response
    .clone()
    .text()
    .then((body) => {
      for (const match of body.matchAll(/"(?:accessToken|refreshToken)":"([^"]+)"/g)) {
        if (match[1]) issuedTokens.add(match[1]);
      }
    });
}

/** Every token the session held so far: the access tokens it used and every refresh token the server issued. */
const seenTokens = new Set<string>();
function rememberTokens() {
  const { accessToken, refreshToken } = sessionStore.getState();
  if (accessToken) seenTokens.add(accessToken);
  if (refreshToken) seenTokens.add(refreshToken);
  for (const token of issuedTokens) seenTokens.add(token);
}
function leaks(text: string): string[] {
  return [...seenTokens].filter((token) => text.includes(token));
}

/** Records what leaves the page: every request's URL, headers (but the Authorization header) and body. */
function recordRequests() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const headers = [...request.headers.entries()].filter(([name]) => name.toLowerCase() !== 'authorization');
    const copy = request.clone();
    void copy.text().then((body) => {
      sent.push(`${request.method} ${request.url} ${JSON.stringify(headers)} ${body}`);
    });
    sent.push(`${request.method} ${request.url}`);
  };
  server.events.on('request:start', listener);
  return {
    sent,
    stop: () => {
      server.events.removeListener('request:start', listener);
    },
  };
}

beforeEach(() => {
  seenTokens.clear();
  issuedTokens.clear();
  server.events.on('response:mocked', recordIssuedTokens);
});
afterEach(() => {
  server.events.removeListener('response:mocked', recordIssuedTokens);
  closeSessionChannel();
});

/** Login, protected calls, a refresh, a refused refresh and a failing one, and a logout. */
async function sessionJourney() {
  await logIn(SHIPPER);
  rememberTokens();
  await apiClient.get(CURRENT_USER_PATH);
  expireAccessTokens();
  await apiClient.get(CURRENT_USER_PATH);
  rememberTokens();
  await legacyApiClient.get('CUP_HOM_3301.do').catch(() => undefined);
  expireAccessTokens();
  server.use(http.post(TOKEN_URL, () => errorResponse(500, 'INTERNAL', 'down'), { once: true }));
  await apiClient.get(CURRENT_USER_PATH).catch(() => undefined);
  rememberTokens();
  logOut('user');
  await logIn(SHIPPER);
  rememberTokens();
  expireAccessTokens();
  server.use(http.post(TOKEN_URL, () => errorResponse(401, 'REFRESH_TOKEN_REUSED', 'reused'), { once: true }));
  await apiClient.get(CURRENT_USER_PATH).catch(() => undefined);
  rememberTokens();
}

describe('tokens stay out of reach', () => {
  it('no token appears in any URL the portal requests, nor in any header besides Authorization, nor in a body but the auth calls', async () => {
    const record = recordRequests();
    await sessionJourney();
    record.stop();
    expect(seenTokens.size).toBeGreaterThan(3);
    const leaked = record.sent.filter((line) => !line.includes('/auth/') && leaks(line).length > 0);
    expect(leaked).toEqual([]);
    const urls = record.sent.map((line) => line.split(' ')[1] ?? '');
    expect(urls.flatMap(leaks)).toEqual([]);
  });

  it('no token is written to the console, also when refreshes fail', async () => {
    const spies = (['log', 'info', 'warn', 'debug', 'trace'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    await sessionJourney();
    const calls = [...spies.flatMap((spy) => spy.mock.calls), ...vi.mocked(console.error).mock.calls];
    const written = calls.map((args) =>
      args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
    );
    expect(written.flatMap(leaks)).toEqual([]);
  });

  it('the legacy iframe gets no token: not in its URL, not in any message posted to it', async () => {
    await logIn(SHIPPER);
    rememberTokens();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<LegacyPageRoute />, {
      route: '/ecom/CUP_HOM_3301.do',
      path: '/ecom/:page',
      routes: [{ path: '/', element: <p>home page</p> }],
    });
    await screen.findByRole('heading', { name: 'Cargo Tracking' });
    const frame = screen.getByTitle<HTMLIFrameElement>(/Cargo Tracking/);
    const contentWindow = frame.contentWindow;
    if (!contentWindow) throw new Error('the legacy frame has no window');
    const postMessage = vi.spyOn(contentWindow, 'postMessage');
    fireEvent.load(frame);
    expect(postMessage).toHaveBeenCalledWith({ type: 'loginState', loggedIn: true }, expect.any(String));
    expect(leaks(frame.src)).toEqual([]);
    expect(postMessage.mock.calls.flatMap((call) => leaks(JSON.stringify(call)))).toEqual([]);
  });

  it('the web-vitals beacon carries no token, even when one sits in the page URL', async () => {
    await logIn(SHIPPER);
    rememberTokens();
    const { accessToken, refreshToken } = sessionStore.getState();
    window.history.replaceState(null, '', `/one-ecom/ecom/CUP_HOM_3301.do?code=${accessToken}#${refreshToken}`);
    const record = recordRequests();
    const before = receivedWebVitals.length;
    await startWebVitalsReporting(new URL(apiUrl(WEB_VITALS_PATH), window.location.origin).href);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(
      () => {
        expect(receivedWebVitals.length).toBe(before + 1);
      },
      { timeout: 10_000 },
    );
    record.stop();
    window.history.replaceState(null, '', '/');
    expect(receivedWebVitals.at(-1)?.metrics[0]).toMatchObject({ name: 'LCP', page: '/one-ecom/ecom/CUP_HOM_3301.do' });
    expect(leaks(JSON.stringify(receivedWebVitals.at(-1)))).toEqual([]);
    const beacon = record.sent.filter((line) => line.includes(WEB_VITALS_PATH));
    expect(beacon.length).toBeGreaterThan(0);
    expect(beacon.flatMap(leaks)).toEqual([]);
  });
});
