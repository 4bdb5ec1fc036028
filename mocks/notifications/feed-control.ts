import { defineTable } from '../db';

/*
 * The QA controls of the notification feed (README "Notifications (mock feed)"; `window.__ONE_MOCKS__`), kept in the
 * mock database so they apply to every tab at once: the feed runs in whichever tab holds the connection, while the
 * e2e test or the tester may call the control from another.
 */

/** How often (ms) an open feed checks the user's notifications and these controls. */
export const FEED_TICK_MS = 500;
/** A connection whose heartbeat is older than this (ms) is not counted open (its tab closed without a goodbye). */
const HEARTBEAT_STALE_MS = 4 * FEED_TICK_MS;

interface FeedControl {
  /** The feed refuses connections with 503 until this instant (epoch ms). */
  downUntilMs: number;
  /** Connections accepted since the database was created (the page load of a fresh e2e context). */
  opened: number;
  /** Bumped by {@link dropNotificationFeed}: every open stream with an older generation closes. */
  dropGeneration: number;
  /** Open connections: id -> last heartbeat (epoch ms). */
  open: Record<string, number>;
}

const feedControl = defineTable<FeedControl>('notification-feed', () => ({
  downUntilMs: 0,
  opened: 0,
  dropGeneration: 0,
  open: {},
}));

/** Counters of the feed for the e2e "one connection for all tabs" check: accepted since load, and open now. */
export interface NotificationFeedStats {
  opened: number;
  open: number;
}

/** The feed's counters at `nowMs` (connections with a fresh heartbeat count as open). */
export function notificationFeedStats(nowMs: number = Date.now()): NotificationFeedStats {
  const { opened, open } = feedControl.read();
  return {
    opened,
    open: Object.values(open).filter((heartbeatMs) => nowMs - heartbeatMs <= HEARTBEAT_STALE_MS).length,
  };
}

/** Closes every open feed stream (in every tab) within one tick: the client must reconnect. */
export function dropNotificationFeed(): void {
  feedControl.update((control) => {
    control.dropGeneration += 1;
  });
}

/** Refuses feed connections with 503 for `ms` from `nowMs` (and drops the open ones), then accepts them again. */
export function setNotificationFeedDownForMs(ms: number, nowMs: number = Date.now()): void {
  feedControl.update((control) => {
    control.downUntilMs = nowMs + Math.max(0, ms);
    control.dropGeneration += 1;
  });
}

/** True while the feed is down ({@link setNotificationFeedDownForMs}). */
export function isNotificationFeedDown(nowMs: number = Date.now()): boolean {
  return feedControl.read().downUntilMs > nowMs;
}

/** Registers a new connection `id` at `nowMs`; returns the drop generation it belongs to. */
export function openFeedConnection(id: string, nowMs: number = Date.now()): number {
  return feedControl.update((control) => {
    control.opened += 1;
    // Forget connections whose tab went away without closing them.
    control.open = Object.fromEntries(
      Object.entries(control.open).filter(([, heartbeatMs]) => nowMs - heartbeatMs <= HEARTBEAT_STALE_MS),
    );
    control.open[id] = nowMs;
    return control.dropGeneration;
  });
}

/** Renews connection `id`'s heartbeat; returns the current drop generation (a newer one than its own: close it). */
export function heartbeatFeedConnection(id: string, nowMs: number = Date.now()): number {
  return feedControl.update((control) => {
    control.open[id] = nowMs;
    return control.dropGeneration;
  });
}

/** Forgets connection `id` (closed by the client, the server or a drop). */
export function closeFeedConnection(id: string): void {
  feedControl.update((control) => {
    control.open = Object.fromEntries(Object.entries(control.open).filter(([other]) => other !== id));
  });
}
