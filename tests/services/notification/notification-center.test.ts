import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { NotificationList } from '@/domain/notification/notification-contract';
import { markNotificationsRead, notificationStore, onLiveNotification } from '@/domain/notification/notification-store';
import type { CurrentUser } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { NOTIFICATION_CHANNEL_NAME } from '@/services/notification/feed-leader';
import { startNotificationCenter } from '@/services/notification/notification-center';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createFakeFeedServer, createFakeTokens, testNotification } from './fake-feed-server';

const USER: CurrentUser = {
  firstName: 'Mina',
  lastName: 'Park',
  companyName: 'Blue Harbour Trading',
  userId: 'mina.park',
  customerCode: 'KR00001',
  customerCountry: 'KR',
};

function logIn(user: CurrentUser = USER) {
  sessionStore.getState().logIn(user, {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    expiresRefreshAt: '2099-01-01T00:00:00Z',
  });
}

/** Serves the list call; counts requests. */
function serveList(list: NotificationList) {
  const requests: Request[] = [];
  server.use(
    http.get(apiUrl('v1/notifications'), ({ request }) => {
      requests.push(request);
      return HttpResponse.json(list);
    }),
  );
  return requests;
}

const stops: (() => void)[] = [];
const channels: BroadcastChannel[] = [];

function start(feedServer: ReturnType<typeof createFakeFeedServer>) {
  const { tokens } = createFakeTokens();
  const stop = startNotificationCenter({
    leader: {
      locks: null,
      feed: {
        fetch: feedServer.fetch,
        tokens,
        url: () => 'https://portal.example/stream',
        requestDateSecret: () => '',
      },
    },
  });
  stops.push(stop);
  return stop;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const channel of channels.splice(0)) channel.close();
  notificationStore.setState(notificationStore.getInitialState(), true);
});

describe('notification center', () => {
  it('does nothing at all for an anonymous visitor, and starts on login', async () => {
    const feedServer = createFakeFeedServer();
    const requests = serveList({ notifications: [], unreadCount: 0, lastEventId: null });
    start(feedServer);
    expect(notificationStore.getState()).toMatchObject({ userId: null, status: 'idle', connection: 'off' });

    // Any request would have reached MSW (unhandled ones fail the test) or the fake feed by the time a login's does.
    logIn();
    await vi.waitFor(
      () => {
        expect(notificationStore.getState().connection).toBe('open');
      },
      { timeout: 10_000 },
    );
    expect(requests).toHaveLength(1);
    expect(feedServer.connections).toHaveLength(1);
  });

  it('loads the list after login, resumes the feed from its last id, and adds live notifications once', async () => {
    const feedServer = createFakeFeedServer();
    feedServer.publish(testNotification('n1'));
    feedServer.publish(testNotification('n2'));
    serveList({
      notifications: [testNotification('n2'), { ...testNotification('n1'), read: true }],
      unreadCount: 1,
      lastEventId: 'n2',
    });
    const live = vi.fn();
    const stopListening = onLiveNotification(live);
    logIn();
    start(feedServer);
    expect(notificationStore.getState()).toMatchObject({ userId: USER.userId, status: 'loading' });

    await vi.waitFor(
      () => {
        expect(notificationStore.getState()).toMatchObject({ status: 'ready', connection: 'open' });
      },
      { timeout: 10_000 },
    );
    expect(feedServer.connections[0]!.headers.get('Last-Event-ID')).toBe('n2');

    feedServer.publish(testNotification('n3'));
    await vi.waitFor(
      () => {
        expect(notificationStore.getState().unreadCount).toBe(2);
      },
      { timeout: 10_000 },
    );
    expect(notificationStore.getState().items.map((item) => item.id)).toEqual(['n3', 'n2', 'n1']);
    expect(live).toHaveBeenCalledTimes(1);
    expect(live).toHaveBeenCalledWith(expect.objectContaining({ id: 'n3' }));
    stopListening();
  });

  it('closes the feed and clears the store on logout (here or from another tab)', async () => {
    const feedServer = createFakeFeedServer();
    serveList({ notifications: [testNotification('n1')], unreadCount: 1, lastEventId: 'n1' });
    logIn();
    start(feedServer);
    await vi.waitFor(
      () => {
        expect(notificationStore.getState().connection).toBe('open');
      },
      { timeout: 10_000 },
    );

    sessionStore.getState().logOut();
    expect(feedServer.connections[0]!.signal.aborted).toBe(true);
    expect(notificationStore.getState()).toMatchObject({
      userId: null,
      items: [],
      unreadCount: 0,
      status: 'idle',
      connection: 'off',
    });
  });

  it('shows the list as failed but still hears live notifications when the list call fails', async () => {
    const feedServer = createFakeFeedServer();
    server.use(
      http.get(apiUrl('v1/notifications'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }),
      ),
    );
    logIn();
    start(feedServer);
    await vi.waitFor(
      () => {
        expect(notificationStore.getState()).toMatchObject({ status: 'error', connection: 'open' });
      },
      { timeout: 10_000 },
    );
    feedServer.publish(testNotification('n9'));
    await vi.waitFor(
      () => {
        expect(notificationStore.getState().items.map((item) => item.id)).toEqual(['n9']);
      },
      { timeout: 10_000 },
    );
  });

  it('tells the other tabs about an accepted mark read, and applies theirs', async () => {
    const feedServer = createFakeFeedServer();
    serveList({
      notifications: [testNotification('n2'), testNotification('n1')],
      unreadCount: 2,
      lastEventId: 'n2',
    });
    server.use(http.post(apiUrl('v1/notifications/read'), () => HttpResponse.json({ unreadCount: 1 })));
    const otherTab = new BroadcastChannel(NOTIFICATION_CHANNEL_NAME);
    channels.push(otherTab);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    logIn();
    start(feedServer);
    await vi.waitFor(
      () => {
        expect(notificationStore.getState().status).toBe('ready');
      },
      { timeout: 10_000 },
    );

    await markNotificationsRead(['n2']);
    await vi.waitFor(
      () => {
        expect(heard).toEqual([{ v: 1, kind: 'read', userId: USER.userId, ids: ['n2'], unreadCount: 1 }]);
      },
      { timeout: 10_000 },
    );

    otherTab.postMessage({ v: 1, kind: 'read', userId: USER.userId, ids: 'all', unreadCount: 0 });
    await vi.waitFor(
      () => {
        expect(notificationStore.getState().unreadCount).toBe(0);
      },
      { timeout: 10_000 },
    );
    expect(notificationStore.getState().items.every((item) => item.read)).toBe(true);
  });
});
