import type { NotificationList } from '@/domain/notification/notification-contract';
import {
  addLiveNotification,
  applyReadMark,
  beginNotificationLoad,
  failNotificationLoad,
  notificationStore,
  onLocalReadMark,
  receiveNotificationList,
  resetNotifications,
  setFeedConnection,
} from '@/domain/notification/notification-store';
import { type SessionState, sessionStore } from '@/domain/session/session-store';
import { createFeedLeader, type FeedLeader, type FeedLeaderOptions } from '@/services/notification/feed-leader';

/*
 * Starts and stops the notifications of this tab with the session: after a login (here, in
 * another tab, or a reload while logged in) it loads the list and joins the one-feed election; after a logout (here,
 * in another tab, a session timeout) it closes the feed, leaves the election and clears the store. Anonymous users get
 * nothing: no request at all. Loaded after the first paint by app/notifications-wiring.ts.
 */

/** Options of {@link startNotificationCenter} (tests; the app passes none). */
export interface NotificationCenterOptions {
  /** Passed on to every {@link createFeedLeader}: Web Locks (null: none) and the feed's fetch, tokens, url, jitter. */
  leader?: Pick<FeedLeaderOptions, 'locks' | 'feed'>;
  /** The list call (default: notification-api's getNotifications). */
  loadList?: (signal: AbortSignal) => Promise<NotificationList>;
}

interface UserSession {
  userId: string;
  leader: FeedLeader;
  controller: AbortController;
  stopReadBroadcast: () => void;
}

function userIdOf(state: SessionState): string | null {
  return state.status === 'loggedIn' ? (state.user?.userId ?? null) : null;
}

/**
 * Makes the notification store follow the session store from now on (see the module comment), starting with the
 * current session. Returns the function that stops following and closes everything (the store is cleared).
 */
export function startNotificationCenter(options: NotificationCenterOptions = {}): () => void {
  // Loaded like the store loads it for mark-read (one chunk with the HTTP client, whichever asks first).
  const loadList =
    options.loadList ??
    (async (signal: AbortSignal) =>
      (await import('@/domain/notification/notification-api')).getNotifications(undefined, signal));
  let current: UserSession | null = null;

  const begin = (userId: string) => {
    const controller = new AbortController();
    beginNotificationLoad(userId);
    const leader = createFeedLeader({
      ...options.leader,
      userId,
      onNotification: (notification) => {
        addLiveNotification(userId, notification);
      },
      onReadMark: applyReadMark,
      onConnection: (connection) => {
        if (notificationStore.getState().userId === userId) setFeedConnection(connection);
      },
    });
    const stopReadBroadcast = onLocalReadMark((mark) => {
      leader.broadcastRead(mark);
    });
    current = { userId, leader, controller, stopReadBroadcast };
    loadList(controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        // What the tab heard from the leader while the list loaded is newer than the list unless the list holds it.
        const heard = leader.lastEventId();
        const listed = heard !== null && list.notifications.some((notification) => notification.id === heard);
        receiveNotificationList(userId, list);
        leader.join(heard !== null && !listed ? heard : (list.lastEventId ?? heard));
      },
      () => {
        if (controller.signal.aborted) return;
        // Without the list the bell shows its error; live notifications still come, from now on.
        failNotificationLoad(userId);
        leader.join(leader.lastEventId());
      },
    );
  };

  const end = () => {
    if (!current) return;
    current.controller.abort();
    current.leader.stop();
    current.stopReadBroadcast();
    current = null;
    resetNotifications();
  };

  const follow = (state: SessionState) => {
    const userId = userIdOf(state);
    if (userId === (current?.userId ?? null)) return;
    end();
    if (userId !== null) begin(userId);
  };

  follow(sessionStore.getState());
  const unsubscribe = sessionStore.subscribe(follow);
  return () => {
    unsubscribe();
    end();
  };
}
