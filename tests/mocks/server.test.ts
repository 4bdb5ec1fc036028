import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { http, passthrough } from 'msw';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createUser, loginAs } from '../../mocks/auth/accounts';
import { DEMO_LOGINS } from '../../mocks/auth/demo-users';
import { resetDb } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { server as mockBackend } from '../../mocks/node';
import { notificationFeedStats } from '../../mocks/notifications/feed-control';
import { pushTestNotification } from '../../mocks/notifications/notification-db';
import { createMockMiddleware, mockEndpointPrefixes } from '../../mocks/server';

// The server side of the mock backend as vite.config.ts mounts it in the dev and preview servers of mock builds: the
// middleware over the same handlers, behind a plain HTTP server, asked over real HTTP like a request that bypassed
// the service worker. Whatever the middleware leaves to `next()` gets this stand-in of Vite's own files.
const NEXT_STATUS = 299;

// The prefixes of the mock build (.env.mock), as vite.config.ts reads them.
const prefixes = mockEndpointPrefixes(loadEnv('mock', process.cwd(), 'VITE_'));
const middleware = createMockMiddleware({ prefixes, loadHandlers: () => Promise.resolve(handlers) });
const httpServer: Server = createServer((request, response) => {
  middleware(request, response, () => {
    response.writeHead(NEXT_STATUS, { 'Content-Type': 'text/plain' }).end('served by the next middleware');
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
});

beforeEach(() => {
  // The test's own fetch goes to the real server above, not to the in-process mock backend of tests/setup.ts.
  mockBackend.use(http.all(`${origin}/*`, () => passthrough()));
});

describe('the mock backend on the server side (requests that bypass the service worker)', () => {
  it('answers under the mock endpoints of the mock build, nothing else', () => {
    expect(prefixes).toEqual(['/api', '/ecom-api', '/auth', '/flags', '/geo']);
  });

  it('answers the geolocation lookup', async () => {
    const response = await fetch(`${origin}/geo`, { headers: { 'Accept-Language': 'ko-KR,ko;q=0.9' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ countryCode: 'KR', countryName: 'South Korea' });
  });

  it('answers a point-to-point schedule search', async () => {
    const query = 'porCode=KRPUS&delCode=NLRTM&fromDate=2026-12-01&toDate=2026-12-14&rcvTermCode=Y&deTermCode=Y';
    const response = await fetch(`${origin}/api/v1/schedule/point-to-point?${query}`);
    expect(response.status).toBe(200);
    const { routes } = (await response.json()) as {
      routes: { pol: { locationCode: string }; departureDate: string }[];
    };
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.pol.locationCode).toBe('KRPUS');
      expect(route.departureDate.slice(0, 10) >= '2026-12-01' && route.departureDate.slice(0, 10) <= '2026-12-14').toBe(
        true,
      );
    }
  });

  it('validates the schedule search as the service worker does', async () => {
    const response = await fetch(`${origin}/api/v1/schedule/point-to-point?porCode=KRPUS`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });

  it('answers the feature-flag relay for the country in the context', async () => {
    const response = await fetch(`${origin}/flags/ofrep/v1/evaluate/flags`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ context: { country: 'KR' } }),
    });
    expect(response.status).toBe(200);
    const { flags } = (await response.json()) as { flags: { key: string; value: boolean }[] };
    expect(flags.find((flag) => flag.key === 'taxInvoice')?.value).toBe(true);
    expect(flags.find((flag) => flag.key === 'payment')?.value).toBe(false);
  });

  it('answers an unknown API path with the backend error body, and leaves the app files to the next middleware', async () => {
    const unknown = await fetch(`${origin}/api/v1/no-such-resource`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const page = await fetch(`${origin}/one-ecom/schedule/point-to-point-schedule`);
    expect(page.status).toBe(NEXT_STATUS);
    const lookalike = await fetch(`${origin}/geography`);
    expect(lookalike.status).toBe(NEXT_STATUS);
  });

  it('answers an authenticated GET from the token alone: the server side has none of the browser state', async () => {
    const { accessToken } = await loginAs(DEMO_LOGINS.forwarder.userId);
    // The browser's mock state lives in its localStorage; the server side starts from nothing.
    resetDb();
    const me = await fetch(`${origin}/api/v1/users/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ userId: 'demo.forwarder', customerCountry: 'DE' });

    const forged = accessToken.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const refused = await fetch(`${origin}/api/v1/users/me`, { headers: { Authorization: `Bearer ${forged}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'ACCESS_TOKEN_INVALID' });
  });

  it('streams the notification feed chunk by chunk, and cancels it when the client goes away', async () => {
    const { userId } = createUser().user;
    const { accessToken } = await loginAs(userId);
    const aborter = new AbortController();
    const feed = await fetch(`${origin}/api/v1/notifications/stream`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: aborter.signal,
    });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/event-stream');
    expect(feed.headers.get('cache-control')).toBe('no-cache');
    const reader = feed.body?.pipeThrough(new TextDecoderStream()).getReader();
    // The stream never ends: a buffered answer would never give this first chunk.
    expect((await reader?.read())?.value).toBe(': connected\n\n');

    const pushed = pushTestNotification(userId, { type: 'VESSEL_DELAYED', delayHours: 30 });
    let text = '';
    while (!text.includes('\n\n')) text += (await reader?.read())?.value ?? '';
    expect(text).toBe(`id: ${pushed.id}\nevent: notification\ndata: ${JSON.stringify(pushed)}\n\n`);
    expect(notificationFeedStats().open).toBe(1);

    aborter.abort();
    // The server side sees the connection close and cancels the stream: its handler stops and forgets it.
    await vi.waitFor(
      () => {
        expect(notificationFeedStats().open).toBe(0);
      },
      { timeout: 10_000 },
    );
  });
});
