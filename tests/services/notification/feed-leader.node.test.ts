import { afterEach, describe, expect, it, vi } from 'vitest';

import type { AppliedReadMark, FeedConnection } from '@/domain/notification/notification-store';
import {
  createFeedLeader,
  type FeedLeader,
  type FeedLockManager,
  NOTIFICATION_CHANNEL_NAME,
} from '@/services/notification/feed-leader';

import { createFakeFeedServer, createFakeTokens, testNotification } from './fake-feed-server';

/*
 * Two "tabs" in one test: two leaders sharing a fake Web Locks manager (one lock, granted in request order, released
 * when the holder's callback settles, as the browser does when a tab closes) and Node's real BroadcastChannel.
 */

function createFakeLocks(): FeedLockManager & { requests: number } {
  const queue: { callback: () => Promise<void>; resolve: () => void }[] = [];
  let held = false;
  const grantNext = () => {
    if (held) return;
    const next = queue.shift();
    if (!next) return;
    held = true;
    void next.callback().finally(() => {
      held = false;
      next.resolve();
      grantNext();
    });
  };
  const manager = {
    requests: 0,
    request: (_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) =>
      new Promise<unknown>((resolve, reject) => {
        manager.requests += 1;
        const entry = {
          callback,
          resolve: () => {
            resolve(undefined);
          },
        };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(entry);
          if (index < 0) return;
          queue.splice(index, 1);
          reject(new DOMException('The lock request was aborted.', 'AbortError'));
        });
        queue.push(entry);
        grantNext();
      }),
  };
  return manager;
}

interface Tab {
  leader: FeedLeader;
  received: string[];
  marks: AppliedReadMark[];
  connection: () => FeedConnection;
}

const opened: FeedLeader[] = [];
const channels: BroadcastChannel[] = [];

function openTab(server: ReturnType<typeof createFakeFeedServer>, locks: FeedLockManager | null, userId = 'u1'): Tab {
  const received: string[] = [];
  const marks: AppliedReadMark[] = [];
  let connection: FeedConnection = 'off';
  const { tokens } = createFakeTokens();
  const leader = createFeedLeader({
    userId,
    locks,
    feed: { fetch: server.fetch, tokens, url: () => 'https://portal.example/stream', requestDateSecret: () => '' },
    onNotification: (notification) => received.push(notification.id),
    onReadMark: (mark) => marks.push(mark),
    onConnection: (next) => {
      connection = next;
    },
  });
  opened.push(leader);
  return { leader, received, marks, connection: () => connection };
}

afterEach(() => {
  for (const leader of opened.splice(0)) leader.stop();
  for (const channel of channels.splice(0)) channel.close();
});

describe('one feed for all tabs', () => {
  it('opens one connection; both tabs get each notification once; a mark read in one reaches the other', async () => {
    const server = createFakeFeedServer();
    const locks = createFakeLocks();
    const a = openTab(server, locks);
    const b = openTab(server, locks);
    a.leader.join(null);
    b.leader.join(null);
    await vi.waitFor(
      () => {
        expect(a.connection()).toBe('open');
      },
      { timeout: 10_000 },
    );
    expect(b.connection()).toBe('follower');
    expect(a.leader.isLeader()).toBe(true);
    expect(b.leader.isLeader()).toBe(false);

    server.publish(testNotification('n1'));
    server.publish(testNotification('n2'));
    await vi.waitFor(
      () => {
        expect(b.received).toEqual(['n1', 'n2']);
      },
      { timeout: 10_000 },
    );
    expect(a.received).toEqual(['n1', 'n2']);
    expect(server.connections).toHaveLength(1);
    expect(b.leader.lastEventId()).toBe('n2');

    b.leader.broadcastRead({ userId: 'u1', ids: ['n1'], unreadCount: 1 });
    a.leader.broadcastRead({ userId: 'u1', ids: 'all', unreadCount: 0 });
    await vi.waitFor(
      () => {
        expect(a.marks).toEqual([{ userId: 'u1', ids: ['n1'], unreadCount: 1 }]);
        expect(b.marks).toEqual([{ userId: 'u1', ids: 'all', unreadCount: 0 }]);
      },
      { timeout: 10_000 },
    );
  });

  it('hands the feed to the waiting tab when the leader goes, resuming from the last id it heard', async () => {
    const server = createFakeFeedServer();
    const locks = createFakeLocks();
    const a = openTab(server, locks);
    const b = openTab(server, locks);
    a.leader.join(null);
    b.leader.join(null);
    await vi.waitFor(
      () => {
        expect(a.connection()).toBe('open');
      },
      { timeout: 10_000 },
    );
    server.publish(testNotification('n1'));
    await vi.waitFor(
      () => {
        expect(b.received).toEqual(['n1']);
      },
      { timeout: 10_000 },
    );

    // The leader's tab closes; a notification happens before the other tab has connected.
    a.leader.stop();
    server.publish(testNotification('n2'));
    await vi.waitFor(
      () => {
        expect(b.connection()).toBe('open');
      },
      { timeout: 10_000 },
    );
    expect(server.connections).toHaveLength(2);
    expect(server.connections[0]!.signal.aborted).toBe(true);
    expect(server.connections[1]!.headers.get('Last-Event-ID')).toBe('n1');
    server.publish(testNotification('n3'));
    await vi.waitFor(
      () => {
        expect(b.received).toEqual(['n1', 'n2', 'n3']);
      },
      { timeout: 10_000 },
    );
    expect(a.received).toEqual(['n1']);
    expect(server.openConnections()).toHaveLength(1);
  });
});

describe('one feed for all tabs: waiting tabs, browsers without locks, foreign messages', () => {
  it('a tab that leaves while waiting gives up its place and never connects', async () => {
    const server = createFakeFeedServer();
    const locks = createFakeLocks();
    const a = openTab(server, locks);
    const b = openTab(server, locks);
    const c = openTab(server, locks);
    a.leader.join(null);
    b.leader.join(null);
    c.leader.join(null);
    await vi.waitFor(
      () => {
        expect(a.connection()).toBe('open');
      },
      { timeout: 10_000 },
    );
    b.leader.stop();
    a.leader.stop();
    await vi.waitFor(
      () => {
        expect(c.connection()).toBe('open');
      },
      { timeout: 10_000 },
    );
    expect(server.connections).toHaveLength(2);
    expect(b.connection()).toBe('follower');
  });

  it('without Web Locks every tab holds its own connection', async () => {
    const server = createFakeFeedServer();
    const a = openTab(server, null);
    const b = openTab(server, null);
    a.leader.join(null);
    b.leader.join(null);
    await vi.waitFor(
      () => {
        expect(server.openConnections()).toHaveLength(2);
      },
      { timeout: 10_000 },
    );
    server.publish(testNotification('n1'));
    await vi.waitFor(
      () => {
        expect(a.received).toEqual(['n1']);
        expect(b.received).toEqual(['n1']);
      },
      { timeout: 10_000 },
    );
  });

  it("drops invalid messages, older builds' messages and another user's, then hears a valid one", async () => {
    const server = createFakeFeedServer();
    const b = openTab(server, createFakeLocks());
    const otherTab = new BroadcastChannel(NOTIFICATION_CHANNEL_NAME);
    channels.push(otherTab);
    otherTab.postMessage('garbage');
    otherTab.postMessage({ kind: 'notification', userId: 'u1', eventId: 'x0', notification: testNotification('x0') });
    otherTab.postMessage({ v: 1, kind: 'notification', userId: 'u1', eventId: 'x1', notification: { id: 'x1' } });
    otherTab.postMessage({
      v: 1,
      kind: 'notification',
      userId: 'u2',
      eventId: 'x2',
      notification: testNotification('x2'),
    });
    otherTab.postMessage({ v: 1, kind: 'read', userId: 'u1', ids: 'some', unreadCount: 0 });
    otherTab.postMessage({
      v: 1,
      kind: 'notification',
      userId: 'u1',
      eventId: 'n1',
      notification: testNotification('n1'),
    });
    await vi.waitFor(
      () => {
        expect(b.received).toEqual(['n1']);
      },
      { timeout: 10_000 },
    );
    expect(b.marks).toEqual([]);
    expect(b.leader.lastEventId()).toBe('n1');
  });
});
