import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, authUnavailableError, sessionExpiredError } from '@/lib/api-error';
import { signRequest } from '@/lib/request-signing';
import {
  feedBackoffMs,
  type FeedState,
  type FeedStopReason,
  type NotificationFeedOptions,
  startNotificationFeed,
} from '@/services/notification/notification-feed';

import { createFakeFeedServer, createFakeTokens, testNotification } from './fake-feed-server';

const FEED_URL = 'https://portal.example/api/v1/notifications/stream';

/** Lets the streams, promises and 0 ms timers of the feed run, without moving the fake clock. */
async function settle() {
  for (let index = 0; index < 20; index += 1) await vi.advanceTimersByTimeAsync(0);
}

function start(server: ReturnType<typeof createFakeFeedServer>, overrides: Partial<NotificationFeedOptions> = {}) {
  const received: string[] = [];
  const states: FeedState[] = [];
  const stops: FeedStopReason[] = [];
  const { tokens, refreshed } = createFakeTokens();
  const feed = startNotificationFeed({
    lastEventId: null,
    url: () => FEED_URL,
    requestDateSecret: () => '',
    tokens,
    fetch: server.fetch,
    random: () => 0.5,
    onNotification: (notification, eventId) => {
      expect(eventId).toBe(notification.id);
      received.push(notification.id);
    },
    onState: (state) => states.push(state),
    onStop: (reason) => stops.push(reason),
    ...overrides,
  });
  return { feed, received, states, stops, refreshed };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('feedBackoffMs', () => {
  it('doubles from 1 s up to 30 s, with at most 20 % jitter either way', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => feedBackoffMs(attempt, 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(feedBackoffMs(0, 0)).toBe(800);
    expect(feedBackoffMs(0, 0.999999)).toBe(1200);
    expect(feedBackoffMs(10, 0.999999)).toBe(30000);
  });
});

describe('notification feed', () => {
  it('sends the bearer, Accept and the starting Last-Event-ID, and hands over each notification once', async () => {
    const server = createFakeFeedServer();
    server.publish(testNotification('n1'));
    server.publish(testNotification('n2'));
    const { feed, received, states } = start(server, { lastEventId: 'n1' });
    await settle();

    expect(server.connections).toHaveLength(1);
    const { headers } = server.connections[0]!;
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Last-Event-ID')).toBe('n1');
    expect(received).toEqual(['n2']);
    expect(states).toEqual(['connecting', 'open']);

    server.sendRaw(
      ': keep-alive\n\nevent: something-else\ndata: {}\n\nid: n2b\nevent: notification\ndata: not json\n\n',
    );
    server.publish(testNotification('n3'));
    await settle();
    expect(received).toEqual(['n2', 'n3']);
    expect(feed.lastEventId()).toBe('n3');
    feed.stop();
  });

  it('signs the request like the API client when a request-date secret is set', async () => {
    const server = createFakeFeedServer();
    const startedAt = Date.now();
    const { feed } = start(server, { requestDateSecret: () => 'shh' });
    // The HMAC comes from Web Crypto, which answers from Node's thread pool, not from the fake clock: wait for the
    // connection itself (on a loaded CI machine 20 fake-timer turns ended before the signature was ready). vi.waitFor
    // moves the fake clock while it polls, so the request's date is checked to lie between the start and now.
    await vi.waitFor(
      () => {
        expect(server.connections).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    const { headers } = server.connections[0]!;
    const requestDate = new Date(headers.get('Request-Date') ?? '');
    expect(requestDate.getTime()).toBeGreaterThanOrEqual(startedAt);
    expect(requestDate.getTime()).toBeLessThanOrEqual(Date.now());
    const expected = await signRequest(FEED_URL, 'shh', requestDate);
    expect(headers.get('Request-Date')).toBe(expected['Request-Date']);
    expect(headers.get('Signature')).toBe(expected.Signature);
    feed.stop();
  });

  it('reconnects after a drop with the last event id: what happened meanwhile arrives once, nothing twice', async () => {
    const server = createFakeFeedServer();
    const { feed, received, states } = start(server);
    await settle();
    server.publish(testNotification('n1'));
    server.publish(testNotification('n2'));
    await settle();

    server.connections[0]!.drop();
    await settle();
    expect(states.at(-1)).toBe('reconnecting');
    // Happens while the client waits to reconnect.
    server.publish(testNotification('n3'));
    server.publish(testNotification('n4'));
    await vi.advanceTimersByTimeAsync(1000);
    await settle();

    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.headers.get('Last-Event-ID')).toBe('n2');
    server.publish(testNotification('n5'));
    await settle();
    expect(received).toEqual(['n1', 'n2', 'n3', 'n4', 'n5']);
    expect(states.at(-1)).toBe('open');
    feed.stop();
  });

  it('waits 1, 2, 4 ... 30 s between failed attempts, and starts at 1 s again after a stable connection', async () => {
    const server = createFakeFeedServer();
    server.setOffline(true);
    const attempts: number[] = [];
    const t0 = Date.now();
    const fetchSpy: typeof fetch = (input, init) => {
      attempts.push(Date.now() - t0);
      return server.fetch(input, init);
    };
    const { feed } = start(server, { fetch: fetchSpy });
    await settle();
    for (const wait of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      const before = attempts.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(attempts).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(attempts).toHaveLength(before + 1);
    }
    expect(attempts).toEqual([0, 1000, 3000, 7000, 15000, 31000, 61000, 91000]);

    // Back online: the next attempt (30 s later) opens; it stays open past the stable time, then drops.
    server.setOffline(false);
    await vi.advanceTimersByTimeAsync(30000);
    await settle();
    expect(server.openConnections()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    server.openConnections()[0]!.drop();
    await settle();
    const droppedAt = Date.now() - t0;
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts.at(-1)).toBe(121000);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(attempts.at(-1)).toBe(droppedAt + 1000);
    feed.stop();
  });

  it('keeps growing the backoff when connections drop at once after opening', async () => {
    const server = createFakeFeedServer();
    const attempts: number[] = [];
    const t0 = Date.now();
    const { feed } = start(server, {
      fetch: (input, init) => {
        attempts.push(Date.now() - t0);
        return server.fetch(input, init);
      },
    });
    for (let index = 0; index < 3; index += 1) {
      await settle();
      server.openConnections()[0]!.drop();
      await vi.advanceTimersByTimeAsync(2 ** index * 1000);
    }
    await settle();
    expect(attempts).toEqual([0, 1000, 3000, 7000]);
    feed.stop();
  });
});

describe('notification feed: 401s and server errors', () => {
  it('refreshes the token once on a 401 and reconnects at once with the new one', async () => {
    const server = createFakeFeedServer();
    server.statuses.push(401);
    const { feed, refreshed, states } = start(server);
    await settle();
    expect(refreshed).toEqual(['token-1']);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]!.headers.get('Authorization')).toBe('Bearer token-2');
    expect(states.at(-1)).toBe('open');
    feed.stop();
  });

  it('gives up after a second 401 in a row, until the next login', async () => {
    const server = createFakeFeedServer();
    server.statuses.push(401, 401);
    const { refreshed, stops } = start(server);
    await settle();
    expect(refreshed).toEqual(['token-1']);
    expect(stops).toEqual(['unauthorized']);
    await vi.runAllTimersAsync();
    expect(server.connections).toHaveLength(2);
  });

  it('gives up when the refresh is refused (session expired)', async () => {
    const server = createFakeFeedServer();
    server.statuses.push(401);
    const { tokens } = createFakeTokens({ refuse: sessionExpiredError() });
    const { stops } = start(server, { tokens });
    await settle();
    expect(stops).toEqual(['unauthorized']);
    await vi.runAllTimersAsync();
    expect(server.connections).toHaveLength(1);
  });

  it('retries later when the refresh fails for a while (auth server unreachable), keeping the session', async () => {
    const server = createFakeFeedServer();
    server.statuses.push(401);
    const { tokens, refreshed } = createFakeTokens({ refuse: authUnavailableError() });
    const { feed, stops } = start(server, { tokens });
    await settle();
    expect(refreshed).toEqual(['token-1']);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(stops).toEqual([]);
    expect(server.openConnections()).toHaveLength(1);
    feed.stop();
  });

  it('retries later when a 5xx answers, without refreshing', async () => {
    const server = createFakeFeedServer();
    server.statuses.push(503);
    const { feed, refreshed, states } = start(server);
    await settle();
    expect(states).toEqual(['connecting', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(server.openConnections()).toHaveLength(1);
    expect(refreshed).toEqual([]);
    feed.stop();
  });

  it("waits as long as a 503 answer's Retry-After asks before reconnecting", async () => {
    const server = createFakeFeedServer();
    let first = true;
    const { feed } = start(server, {
      fetch: (input, init) => {
        if (!first) return server.fetch(input, init);
        first = false;
        return Promise.resolve(new Response(null, { status: 503, headers: { 'Retry-After': '20' } }));
      },
    });
    await settle();
    await vi.advanceTimersByTimeAsync(19_999);
    await settle();
    expect(server.openConnections()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.openConnections()).toHaveLength(1);
    feed.stop();
  });

  it('waits as long as the token endpoint asked when the refresh after a 401 failed with Retry-After', async () => {
    const server = createFakeFeedServer();
    server.statuses.push(401);
    const busy = authUnavailableError(
      new ApiError({ code: 'TOO_MANY_REQUESTS', status: 429, message: 'Slow down', retryAfterMs: 10_000 }),
    );
    const { tokens } = createFakeTokens({ refuse: busy });
    const { feed, stops } = start(server, { tokens });
    await settle();
    await vi.advanceTimersByTimeAsync(9_999);
    await settle();
    expect(server.openConnections()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(stops).toEqual([]);
    expect(server.openConnections()).toHaveLength(1);
    feed.stop();
  });
});

describe('notification feed: stop()', () => {
  it('stop() aborts the open connection and any reconnect; nothing is reported after it', async () => {
    const server = createFakeFeedServer();
    const { feed, received, states, stops } = start(server);
    await settle();
    const connection = server.connections[0]!;
    feed.stop();
    await settle();
    expect(connection.signal.aborted).toBe(true);
    expect(server.openConnections()).toHaveLength(0);
    server.publish(testNotification('late'));
    await vi.runAllTimersAsync();
    expect(server.connections).toHaveLength(1);
    expect(received).toEqual([]);
    expect(states).toEqual(['connecting', 'open']);
    expect(stops).toEqual([]);
  });

  it('stop() during the backoff wait cancels the reconnect', async () => {
    const server = createFakeFeedServer();
    server.setOffline(true);
    const { feed } = start(server);
    await settle();
    expect(server.connections).toHaveLength(0);
    feed.stop();
    server.setOffline(false);
    await vi.runAllTimersAsync();
    expect(server.connections).toHaveLength(0);
  });
});
