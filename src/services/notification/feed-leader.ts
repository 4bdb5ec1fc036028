import { z } from '@/config/zod-mini';
import { type Notification, notificationSchema } from '@/domain/notification/notification-contract';
import type { AppliedReadMark, FeedConnection } from '@/domain/notification/notification-store';
import {
  type NotificationFeed,
  type NotificationFeedOptions,
  startNotificationFeed,
} from '@/services/notification/notification-feed';

/*
 * One feed connection for all tabs of the portal (docs/areas/notifications.md). The tabs elect a
 * leader with the Web Lock {@link FEED_LOCK_NAME}: the tab holding it opens the feed and posts every notification on
 * the BroadcastChannel {@link NOTIFICATION_CHANNEL_NAME}; the others wait for the lock, hear the notifications and
 * track the last event id. The browser releases the lock when the leader's tab closes or navigates away, the next
 * waiting tab gets it and resumes from the last id it heard, so nothing is missed. Read marks travel the same channel.
 * Where Web Locks are missing every tab opens its own feed (and still shares read marks).
 */

/** Name of the Web Lock whose holder owns the feed connection. */
export const FEED_LOCK_NAME = 'one-ecom-notification-feed';
/** Name of the BroadcastChannel the tabs share notifications and read marks on. */
export const NOTIFICATION_CHANNEL_NAME = 'one-ecom-notifications';

/**
 * Messages between tabs (version 1). Another tab may run an older or newer build, so every message is validated and
 * anything else on the channel is dropped.
 * - `notification`: the leader received `notification` as SSE message `eventId` for user `userId`.
 * - `read`: a tab's mark-read was accepted by the server: `ids` (or 'all') are read, `unreadCount` is the new count.
 */
export const notificationChannelMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    v: z.literal(1),
    kind: z.literal('notification'),
    userId: z.string(),
    eventId: z.string().check(z.minLength(1)),
    notification: notificationSchema,
  }),
  z.object({
    v: z.literal(1),
    kind: z.literal('read'),
    userId: z.string(),
    ids: z.union([z.array(z.string()), z.literal('all')]),
    unreadCount: z.number().check(z.int(), z.minimum(0)),
  }),
]);
/** One message of {@link notificationChannelMessageSchema}. */
export type NotificationChannelMessage = z.infer<typeof notificationChannelMessageSchema>;

/** The part of the Web Locks API the election uses (navigator.locks fits; tests pass a fake). */
export interface FeedLockManager {
  request: (name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) => Promise<unknown>;
}

/** Options of {@link createFeedLeader}. */
export interface FeedLeaderOptions {
  /** Whose feed this is: channel messages of another user are ignored. */
  userId: string;
  /** Each notification, from this tab's feed or heard from the leader, with its event id. May repeat an id. */
  onNotification: (notification: Notification, eventId: string) => void;
  /** A mark-read another tab made. */
  onReadMark: (mark: AppliedReadMark) => void;
  /** This tab's side of the connection ('follower' while another tab holds the feed). */
  onConnection: (connection: FeedConnection) => void;
  /** The feed gave up on the bearer (401 after one refresh, or no login): nothing reconnects until the next login. */
  onUnauthorized?: () => void;
  /** Default navigator.locks; null: no Web Locks (every tab connects). */
  locks?: FeedLockManager | null;
  /** Passed on to {@link startNotificationFeed} (tests: fetch, tokens, url, random). */
  feed?: Pick<NotificationFeedOptions, 'fetch' | 'tokens' | 'url' | 'requestDateSecret' | 'random'>;
}

/** A tab's part in the election. */
export interface FeedLeader {
  /**
   * Enters the election, resuming from `lastEventId` (where the user's list ended, or what the tab heard since) when
   * this tab gets the feed. Call once.
   */
  join: (lastEventId: string | null) => void;
  /** Tells the other tabs about an accepted mark-read of this tab. */
  broadcastRead: (mark: AppliedReadMark) => void;
  /** The last event id this tab knows (its own feed's, else the last one heard from the leader, else the joined one). */
  lastEventId: () => string | null;
  /** Whether this tab holds the feed now. */
  isLeader: () => boolean;
  /** Closes the feed, leaves the election (releases the lock) and the channel. No callback runs after it. Idempotent. */
  stop: () => void;
}

function defaultLocks(): FeedLockManager | null {
  if (typeof navigator === 'undefined') return null;
  // Older engines have no Web Locks: `locks` is then undefined although lib.dom types it as always there.
  const locks = (navigator as { locks?: LockManager }).locks;
  return locks ?? null;
}

/**
 * Creates this tab's part in the one-feed-for-all-tabs election for `userId` and starts hearing the channel at once
 * (before {@link FeedLeader.join}: a tab whose list is still loading must not miss what the leader posts meanwhile).
 */
export function createFeedLeader(options: FeedLeaderOptions): FeedLeader {
  const { userId } = options;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NOTIFICATION_CHANNEL_NAME);
  const lockController = new AbortController();
  let stopped = false;
  let joined = false;
  let cursor: string | null = null;
  let feed: NotificationFeed | null = null;
  let releaseLock: (() => void) | null = null;

  const post = (message: NotificationChannelMessage) => {
    try {
      channel?.postMessage(message);
    } catch {
      // A closed channel (the tab is going away): the other tabs hear it from the next leader's feed.
    }
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (stopped) return;
      const parsed = notificationChannelMessageSchema.safeParse(event.data);
      if (!parsed.success || parsed.data.userId !== userId) return;
      const message = parsed.data;
      if (message.kind === 'notification') {
        // While this tab holds the feed its own stream is the truth; a message from a tab that held it just before is
        // only passed on (the store drops a duplicate id).
        if (!feed) cursor = message.eventId;
        options.onNotification(message.notification, message.eventId);
      } else {
        options.onReadMark({ userId, ids: message.ids, unreadCount: message.unreadCount });
      }
    };
  }

  const lead = (shareOnChannel: boolean) => {
    feed = startNotificationFeed({
      ...options.feed,
      lastEventId: cursor,
      onNotification: (notification, eventId) => {
        cursor = eventId;
        if (shareOnChannel) post({ v: 1, kind: 'notification', userId, eventId, notification });
        options.onNotification(notification, eventId);
      },
      onState: (state) => {
        options.onConnection(state);
      },
      onStop: () => {
        options.onConnection('off');
        options.onUnauthorized?.();
      },
    });
  };

  return {
    join: (lastEventId) => {
      if (stopped || joined) return;
      joined = true;
      cursor = lastEventId ?? cursor;
      if (!locks) {
        lead(false);
        return;
      }
      options.onConnection('follower');
      locks
        .request(FEED_LOCK_NAME, { signal: lockController.signal }, () => {
          if (stopped) return Promise.resolve();
          lead(true);
          // Held until stop(); the browser also releases it when the tab goes away.
          return new Promise<void>((resolve) => {
            releaseLock = resolve;
          });
        })
        .catch((error: unknown) => {
          // An abort while waiting is stop(); anything else leaves this tab a follower that hears the leader.
          if (!stopped) console.warn('The notification feed lock could not be taken:', error);
        });
    },
    broadcastRead: (mark) => {
      if (stopped || mark.userId !== userId) return;
      post({
        v: 1,
        kind: 'read',
        userId,
        ids: mark.ids === 'all' ? 'all' : [...mark.ids],
        unreadCount: mark.unreadCount,
      });
    },
    lastEventId: () => feed?.lastEventId() ?? cursor,
    isLeader: () => feed !== null,
    stop: () => {
      if (stopped) return;
      stopped = true;
      feed?.stop();
      feed = null;
      lockController.abort();
      releaseLock?.();
      releaseLock = null;
      channel?.close();
    },
  };
}
