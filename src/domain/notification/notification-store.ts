import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

import type {
  MarkReadRequest,
  MarkReadResponse,
  Notification,
  NotificationList,
} from '@/domain/notification/notification-contract';

/*
 * The per-tab notification state (design: docs/areas/notifications.md). The UI (bell, panel, toasts)
 * renders from here and never opens connections; notification-center.ts fills it (the list after login, live
 * notifications from the feed or from the leader tab) and clears it on logout. Free of axios and zod: the POST loads
 * with notification-api.ts on the first mark-read.
 */

/** This tab's feed: holds it ('connecting', 'open', 'reconnecting'), hears the leader tab ('follower'), or 'off'. */
export type FeedConnection = 'off' | 'connecting' | 'open' | 'reconnecting' | 'follower';

/** State of {@link notificationStore}. */
export interface NotificationState {
  /** Whose notifications these are (null: nobody logged in). */
  userId: string | null;
  /** Newest first, unique by id. */
  items: Notification[];
  /** The server's unread count, kept in step by live events and mark-read. */
  unreadCount: number;
  /** The initial list: 'idle' before login, 'loading', 'ready', or 'error' (the list call failed). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** This tab's side of the one feed connection shared by all tabs. */
  connection: FeedConnection;
}

const EMPTY: NotificationState = {
  userId: null,
  items: [],
  unreadCount: 0,
  status: 'idle',
  connection: 'off',
};

/**
 * The notifications of the logged-in user in this tab, as a vanilla zustand store (readable outside React). Tests
 * reset it with `notificationStore.setState(notificationStore.getInitialState(), true)`.
 */
export const notificationStore = createStore<NotificationState>()(() => EMPTY);

/** React hook reading a slice of {@link notificationStore}: `useNotificationState((s) => s.unreadCount)`. */
export function useNotificationState<T>(selector: (state: NotificationState) => T): T {
  return useStore(notificationStore, selector);
}

type LiveListener = (notification: Notification) => void;
const liveListeners = new Set<LiveListener>();

/**
 * Calls `listener` once in this tab for every notification that arrives live (from this tab's feed or from the
 * leader tab), after it is in the store; never for the initial list and never twice for one id. For toasts. Returns
 * the function that removes the listener.
 */
export function onLiveNotification(listener: (notification: Notification) => void): () => void {
  liveListeners.add(listener);
  return () => {
    liveListeners.delete(listener);
  };
}

/** A mark-read that the server accepted in this tab: `ids` read (or every notification when `all`), the new count. */
export interface AppliedReadMark {
  userId: string;
  ids: readonly string[] | 'all';
  unreadCount: number;
}

type ReadMarkListener = (mark: AppliedReadMark) => void;
const readMarkListeners = new Set<ReadMarkListener>();

/**
 * Calls `listener` after each mark-read of this tab that the server accepted (the feed leader module broadcasts it to
 * the other tabs). Not called for marks heard from other tabs. Returns the function that removes the listener.
 */
export function onLocalReadMark(listener: (mark: AppliedReadMark) => void): () => void {
  readMarkListeners.add(listener);
  return () => {
    readMarkListeners.delete(listener);
  };
}

/** Sends a mark-read to the server; resolves with its answer, rejects with ApiError. */
export type MarkReadSender = (request: MarkReadRequest) => Promise<MarkReadResponse>;

// The POST and its HTTP client load with the first mark-read, so the bell's chunk stays small.
const sendWithApi: MarkReadSender = async (request) =>
  (await import('@/domain/notification/notification-api')).markNotificationsReadOnServer(request);
let sendMarkRead: MarkReadSender = sendWithApi;

/** Replaces how mark-read reaches the server (tests); `null` restores the HTTP call of notification-api.ts. */
export function setMarkReadSender(sender: MarkReadSender | null): void {
  sendMarkRead = sender ?? sendWithApi;
}

/** Clears the store (logout, another user's login): nobody's notifications, no connection. */
export function resetNotifications(): void {
  notificationStore.setState(EMPTY, true);
}

/** Starts loading `userId`'s list: clears what another user left and shows 'loading'. */
export function beginNotificationLoad(userId: string): void {
  const state = notificationStore.getState();
  if (state.userId === userId) notificationStore.setState({ status: 'loading' });
  else notificationStore.setState({ ...EMPTY, userId, status: 'loading', connection: state.connection });
}

/** The list call failed: status 'error' (live notifications still arrive). Ignored when the user changed. */
export function failNotificationLoad(userId: string): void {
  if (notificationStore.getState().userId === userId) notificationStore.setState({ status: 'error' });
}

/**
 * Puts the answer of the list call in the store (status 'ready'). Notifications that arrived live while the list was
 * loading and that the list does not hold are newer than it: they stay in front, and their unread ones are added to
 * the server's count (the list's count could not know them). Ignored when the user changed meanwhile.
 */
export function receiveNotificationList(userId: string, list: NotificationList): void {
  const state = notificationStore.getState();
  if (state.userId !== userId) return;
  const listed = new Set(list.notifications.map((notification) => notification.id));
  const newer = state.items.filter((notification) => !listed.has(notification.id));
  const seen = new Set<string>();
  const items = [...newer, ...list.notifications].filter((notification) => {
    if (seen.has(notification.id)) return false;
    seen.add(notification.id);
    return true;
  });
  const unreadNewer = newer.filter((notification) => !notification.read).length;
  notificationStore.setState({ items, unreadCount: list.unreadCount + unreadNewer, status: 'ready' });
}

/**
 * Adds a notification that arrived live for `userId` (newest first) and tells the {@link onLiveNotification}
 * listeners. Returns false, and changes nothing, when that id is already in the store (a duplicate) or the store
 * belongs to another user.
 */
export function addLiveNotification(userId: string, notification: Notification): boolean {
  const state = notificationStore.getState();
  if (state.userId !== userId) return false;
  if (state.items.some((item) => item.id === notification.id)) return false;
  notificationStore.setState({
    items: [notification, ...state.items],
    unreadCount: state.unreadCount + (notification.read ? 0 : 1),
  });
  for (const listener of [...liveListeners]) {
    try {
      listener(notification);
    } catch (error) {
      // One broken listener (a toast) must not keep the notification from the others.
      console.warn('A live notification listener failed:', error);
    }
  }
  return true;
}

/** Marks `ids` (or all) read in the store and takes `unreadCount` (a mark heard from another tab). */
export function applyReadMark(mark: AppliedReadMark): void {
  const state = notificationStore.getState();
  if (state.userId !== mark.userId) return;
  const ids = mark.ids === 'all' ? null : new Set(mark.ids);
  notificationStore.setState({
    items: state.items.map((item) =>
      !item.read && (ids === null || ids.has(item.id)) ? { ...item, read: true } : item,
    ),
    unreadCount: mark.unreadCount,
  });
}

/** Sets this tab's side of the feed connection. */
export function setFeedConnection(connection: FeedConnection): void {
  if (notificationStore.getState().connection !== connection) notificationStore.setState({ connection });
}

async function markRead(ids: readonly string[] | 'all'): Promise<void> {
  const before = notificationStore.getState();
  const userId = before.userId;
  if (userId === null) return;
  const wanted = ids === 'all' ? null : new Set(ids);
  const flipped = new Set(
    before.items.filter((item) => !item.read && (wanted === null || wanted.has(item.id))).map((item) => item.id),
  );
  if (ids !== 'all' && ids.length === 0) return;
  // Optimistic: the bell and the panel change at once; only the ones this call flipped are rolled back on failure.
  notificationStore.setState({
    items: before.items.map((item) => (flipped.has(item.id) ? { ...item, read: true } : item)),
    unreadCount: ids === 'all' ? 0 : Math.max(0, before.unreadCount - flipped.size),
  });
  const countBefore = before.unreadCount;
  try {
    const { unreadCount } = await sendMarkRead(ids === 'all' ? { all: true } : { ids: [...ids] });
    if (notificationStore.getState().userId !== userId) return;
    applyReadMark({ userId, ids, unreadCount });
    for (const listener of [...readMarkListeners]) listener({ userId, ids, unreadCount });
  } catch (error) {
    const now = notificationStore.getState();
    if (now.userId === userId) {
      const optimisticDrop = ids === 'all' ? countBefore : flipped.size;
      notificationStore.setState({
        items: now.items.map((item) => (flipped.has(item.id) ? { ...item, read: false } : item)),
        unreadCount: now.unreadCount + optimisticDrop,
      });
    }
    throw error;
  }
}

/**
 * Marks these notifications read: at once in this tab (optimistic), then `POST v1/notifications/read {ids}`; when the
 * server accepts, the unread count becomes the server's and every other tab hears it. On failure the marks of this
 * call are rolled back and the promise rejects with the ApiError. Nothing happens when nobody is logged in. At most
 * 100 ids (the contract's NOTIFICATIONS_MAX_LIMIT; the server answers 400 to more): use markAllNotificationsRead.
 */
export function markNotificationsRead(ids: readonly string[]): Promise<void> {
  return markRead(ids);
}

/** Like {@link markNotificationsRead} for every notification of the user (`POST v1/notifications/read {all: true}`). */
export function markAllNotificationsRead(): Promise<void> {
  return markRead('all');
}
