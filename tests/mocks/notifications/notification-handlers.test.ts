import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CreateBookingResponse } from '@/domain/booking/booking-contract';
import {
  markReadResponseSchema,
  type Notification,
  NOTIFICATION_EVENT_NAME,
  notificationListSchema,
  notificationSchema,
} from '@/domain/notification/notification-contract';

import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import { createBookingRequest } from '../../../mocks/booking/factories';
import { handlers } from '../../../mocks/handlers';
import {
  dropNotificationFeed,
  notificationFeedStats,
  resetNotificationFeedControl,
  setNotificationFeedDownForMs,
} from '../../../mocks/notifications/feed-control';
import { NOTIFICATION_FEED_URL } from '../../../mocks/notifications/handlers';
import { pushTestNotification } from '../../../mocks/notifications/notification-db';
import { callMock } from '../booking/booking-http';
import { useMockSession } from '../mock-session';
import { NOW } from '../tracking/tracking-fixtures';

const session = useMockSession(NOW);
const ORIGIN = 'http://mock.test';

async function createBooking(): Promise<string> {
  const answer = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
    token: session.token,
    body: createBookingRequest(),
    idempotencyKey: crypto.randomUUID(),
  });
  expect(answer.status).toBe(202);
  return answer.body.carrierBookingRequestReference;
}

async function list() {
  const answer = await callMock('GET', 'v1/notifications', { token: session.token });
  expect(answer.status).toBe(200);
  return notificationListSchema.parse(answer.body);
}

async function markRead(body: unknown) {
  const answer = await callMock('POST', 'v1/notifications/read', { token: session.token, body });
  expect(answer.status).toBe(200);
  return markReadResponseSchema.parse(answer.body).unreadCount;
}

/** One SSE message as the client's parser would see it (comments left out). */
interface SseMessage {
  id: string;
  event: string;
  data: Notification;
}

/** An open feed: the response and a reader of its messages, one at a time, in order. */
async function openFeed(options: { token?: string; lastEventId?: string; signal?: AbortSignal } = {}) {
  const headers = new Headers();
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.lastEventId) headers.set('Last-Event-ID', options.lastEventId);
  const request = new Request(new URL(NOTIFICATION_FEED_URL, ORIGIN), {
    headers,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  if (!response) throw new Error('No mock answered the feed');
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** The next message; null when the stream ended. Comments (keep-alive) are skipped. */
  const next = async (): Promise<SseMessage | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        );
        if (fields.data === undefined) continue;
        return {
          id: fields.id ?? '',
          event: fields.event ?? '',
          data: notificationSchema.parse(JSON.parse(fields.data)),
        };
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return null;
      buffer += chunk.value;
    }
  };
  /** The next raw chunk of text (comments included), or null at the end. */
  const nextChunk = async (): Promise<string | null> => {
    const chunk = await reader?.read();
    return !chunk || chunk.done ? null : chunk.value;
  };
  return { response, next, nextChunk, cancel: () => reader?.cancel() };
}

beforeEach(() => {
  // The feed's counters live beside the mock database (tests/setup.ts resets only the database).
  resetNotificationFeedControl();
});

afterEach(() => {
  // Whatever a test left open is closed, so no timer outlives it.
  dropNotificationFeed();
});

describe('GET v1/notifications and POST v1/notifications/read', () => {
  it('answers 401 without a bearer', async () => {
    expect((await callMock('GET', 'v1/notifications')).status).toBe(401);
    expect((await callMock('POST', 'v1/notifications/read', { body: { all: true } })).status).toBe(401);
  });

  it('lists newest first with the unread count, and keeps what was marked read', async () => {
    await createBooking();
    await createBooking();
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const before = await list();
    expect(before.notifications.map((item) => item.type)).toEqual(['BOOKING_CONFIRMED', 'BOOKING_CONFIRMED']);
    expect(before.unreadCount).toBe(2);
    expect(before.lastEventId).toBe(before.notifications[0]?.id);
    const [newest, older] = before.notifications;

    expect(await markRead({ ids: [older?.id, 'no-such-id'] })).toBe(1);
    const after = await list();
    expect(after.notifications.map((item) => [item.id, item.read])).toEqual([
      [newest?.id, false],
      [older?.id, true],
    ]);

    expect(await markRead({ all: true })).toBe(0);
    expect((await list()).notifications.every((item) => item.read)).toBe(true);
    // A notification after "all" is unread.
    pushTestNotification(session.userId, { type: 'CARGO_DISCHARGED', location: 'NLRTM' });
    expect((await list()).unreadCount).toBe(1);
  });

  it('refuses a body that is neither ids nor all, and a bad limit', async () => {
    expect((await callMock('POST', 'v1/notifications/read', { token: session.token, body: { ids: [] } })).status).toBe(
      400,
    );
    const answer = await callMock('GET', 'v1/notifications', { token: session.token, query: { limit: '0' } });
    expect(answer.status).toBe(400);
  });
});

describe('the notification feed', () => {
  it('answers 401 without a bearer', async () => {
    const { response } = await openFeed();
    expect(response.status).toBe(401);
  });

  it('is an uncached event stream that replays, in order, what came after Last-Event-ID (no gap, no duplicate)', async () => {
    await createBooking();
    await session.advanceBy(1000);
    await createBooking();
    await session.advanceBy(1000);
    await createBooking();
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const past = [...(await list()).notifications].reverse();
    expect(past).toHaveLength(3);

    const feed = await openFeed({ token: session.token, lastEventId: past[0]?.id });
    expect(feed.response.status).toBe(200);
    expect(feed.response.headers.get('Content-Type')).toBe('text/event-stream');
    expect(feed.response.headers.get('Cache-Control')).toBe('no-cache');
    const replayed = [await feed.next(), await feed.next()];
    expect(replayed.map((message) => message?.id)).toEqual([past[1]?.id, past[2]?.id]);
    expect(replayed.every((message) => message?.event === NOTIFICATION_EVENT_NAME)).toBe(true);
    expect(replayed.map((message) => message?.data)).toEqual([
      { ...past[1], read: false },
      { ...past[2], read: false },
    ]);

    // Then the next one as it falls due, once: the confirmation of a booking made while the feed is open.
    await createBooking();
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const live = await feed.next();
    expect(live?.data.type).toBe('BOOKING_CONFIRMED');
    expect(live?.id).toBe((await list()).lastEventId);
    await feed.cancel();
  });

  it('without Last-Event-ID sends only what falls due after it opened', async () => {
    await createBooking();
    await session.advanceBy(DEFAULT_CONFIRM_DELAY_MS);
    const feed = await openFeed({ token: session.token });
    const pushed = pushTestNotification(session.userId, { type: 'BOOKING_REJECTED', reason: 'Test' });
    const message = await feed.next();
    expect(message?.data).toEqual(pushed);
    await feed.cancel();
  });

  it('stops when the client aborts, and counts open connections', async () => {
    const controller = new AbortController();
    const feed = await openFeed({ token: session.token, signal: controller.signal });
    expect(feed.response.status).toBe(200);
    expect(notificationFeedStats()).toEqual({ opened: 1, open: 1 });
    controller.abort();
    await expect(feed.next()).rejects.toThrow();
    expect(notificationFeedStats()).toEqual({ opened: 1, open: 0 });
  });

  it('ends every open stream when QA drops the feed, and refuses connections with 503 while it is down', async () => {
    const feed = await openFeed({ token: session.token });
    dropNotificationFeed();
    expect(await feed.next()).toBeNull();
    expect(notificationFeedStats().open).toBe(0);

    setNotificationFeedDownForMs(10_000);
    expect((await openFeed({ token: session.token })).response.status).toBe(503);
    await session.advanceBy(10_000);
    const again = await openFeed({ token: session.token });
    expect(again.response.status).toBe(200);
    await again.cancel();
  });

  it('sends a keep-alive comment every 15 s while nothing happens', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(session.nowMs);
    const feed = await openFeed({ token: session.token });
    expect(await feed.nextChunk()).toBe(': connected\n\n');
    vi.advanceTimersByTime(14_999);
    vi.advanceTimersByTime(1);
    expect(await feed.nextChunk()).toBe(': keep-alive\n\n');
    await feed.cancel();
    expect(notificationFeedStats().open).toBe(0);
  });
});
