import { DEMO_LOGINS } from '../mocks/auth/demo-users';
// The session fixtures: the 503 of the "feed down" step is an expected HTTP failure in the console.
import { expect, test } from './session-fixtures';

/*
 * The mock notification feed through the service worker in Chromium (docs/areas/notifications.md "Notifications (mock feed)"): the SSE
 * stream is not buffered (a first chunk of a stream that never ends arrives), replays after Last-Event-ID, ends when QA
 * drops the feed, is refused with 503 while QA keeps it down, and is counted open until the client aborts. The page's
 * own fetch talks to the API with a token of its own: the app's notification client is not under test here.
 */

interface FeedWindow {
  __feed?: { reader: ReadableStreamDefaultReader<string>; aborter: AbortController; token: string };
  __ONE_MOCKS__: {
    dropNotificationFeed: () => void;
    setNotificationFeedDownForMs: (ms: number) => void;
    notificationFeedStats: () => { opened: number; open: number };
  };
}

test('the notification feed streams through the service worker and obeys the QA controls', async ({ page }) => {
  await page.goto('./');
  // The service worker answers the page's own requests once it controls the page.
  await page.waitForFunction(() => '__ONE_MOCKS__' in window && navigator.serviceWorker.controller !== null);

  const opened = await page.evaluate(async (login) => {
    const feedWindow = window as unknown as FeedWindow;
    const answer = await fetch('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: login.userId, password: login.password }),
    });
    const { accessToken: token } = (await answer.json()) as { accessToken: string };
    const headers = { Authorization: `Bearer ${token}` };
    const list = (await (await fetch('/api/v1/notifications?limit=3', { headers })).json()) as {
      notifications: { id: string }[];
      lastEventId: string;
    };
    const [newest, second] = list.notifications;
    const aborter = new AbortController();
    const feed = await fetch('/api/v1/notifications/stream', {
      headers: { ...headers, 'Last-Event-ID': second?.id ?? '' },
      signal: aborter.signal,
    });
    const reader = (feed.body as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
    feedWindow.__feed = { reader, aborter, token };
    let text = '';
    while (!(text.includes(`id: ${newest?.id ?? ''}\n`) && text.endsWith('\n\n'))) {
      text += (await reader.read()).value ?? '';
    }
    return {
      status: feed.status,
      contentType: feed.headers.get('Content-Type'),
      ids: [...text.matchAll(/^id: (.+)$/gm)].map((match) => match[1]),
      newestId: newest?.id,
      lastEventId: list.lastEventId,
    };
  }, DEMO_LOGINS.shipper);
  expect(opened.status).toBe(200);
  expect(opened.contentType).toBe('text/event-stream');
  // Replayed after the second newest: only the newest, once.
  expect(opened.ids).toEqual([opened.newestId]);
  expect(opened.lastEventId).toBe(opened.newestId);
  expect(await page.evaluate(() => (window as unknown as FeedWindow).__ONE_MOCKS__.notificationFeedStats())).toEqual({
    opened: 1,
    open: 1,
  });

  // QA drops the feed: the stream ends.
  const ended = await page.evaluate(async () => {
    const feedWindow = window as unknown as FeedWindow;
    feedWindow.__ONE_MOCKS__.dropNotificationFeed();
    for (;;) {
      const chunk = await feedWindow.__feed?.reader.read();
      if (!chunk || chunk.done) return true;
    }
  });
  expect(ended).toBe(true);

  // Down: 503; up again: 200, and open until the client aborts.
  const statuses = await page.evaluate(async () => {
    const feedWindow = window as unknown as FeedWindow;
    const headers = { Authorization: `Bearer ${feedWindow.__feed?.token ?? ''}` };
    feedWindow.__ONE_MOCKS__.setNotificationFeedDownForMs(60_000);
    const down = await fetch('/api/v1/notifications/stream', { headers });
    feedWindow.__ONE_MOCKS__.setNotificationFeedDownForMs(0);
    const aborter = new AbortController();
    const up = await fetch('/api/v1/notifications/stream', { headers, signal: aborter.signal });
    const open = feedWindow.__ONE_MOCKS__.notificationFeedStats().open;
    aborter.abort();
    return { down: down.status, up: up.status, open };
  });
  expect(statuses).toEqual({ down: 503, up: 200, open: 1 });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as FeedWindow).__ONE_MOCKS__.notificationFeedStats()))
    .toEqual({ opened: 2, open: 0 });
});
