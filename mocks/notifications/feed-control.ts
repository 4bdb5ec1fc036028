/*
 * The QA controls of the notification feed (docs/areas/notifications.md "Notifications (mock feed)"; `window.__ONE_MOCKS__`), kept in the
 * app origin's localStorage so they apply to every tab at once: the feed runs in whichever tab holds the connection,
 * while the e2e test or the tester may call the control from another. Under Node they live in memory.
 *
 * Their own key, not the mock database (mocks/db.ts): an open feed writes its heartbeat every tick, and a
 * read-modify-write of the whole database that often from one tab could put back a stale copy over another tab's
 * write (a booking just created there).
 */

/** localStorage key of the feed's QA controls and counters. */
export const FEED_CONTROL_KEY = 'one-ecom.mock-notification-feed';
/** How often (ms) an open feed checks the user's notifications and these controls. */
export const FEED_TICK_MS = 500;
/** A connection whose heartbeat is older than this (ms) is not counted open (its tab closed without a goodbye). */
const HEARTBEAT_STALE_MS = 4 * FEED_TICK_MS;

interface FeedControl {
  /** The feed refuses connections with 503 until this instant (epoch ms). */
  downUntilMs: number;
  /** Connections accepted since the controls were created (the page load of a fresh e2e context). */
  opened: number;
  /** Bumped by {@link dropNotificationFeed}: every open stream with an older generation closes. */
  dropGeneration: number;
  /** Open connections: id -> last heartbeat (epoch ms). */
  open: Record<string, number>;
}

function initial(): FeedControl {
  return { downUntilMs: 0, opened: 0, dropGeneration: 0, open: {} };
}

let memory: FeedControl = initial();

function read(): FeedControl {
  if (typeof localStorage === 'undefined') return structuredClone(memory);
  try {
    const stored = JSON.parse(localStorage.getItem(FEED_CONTROL_KEY) ?? 'null') as FeedControl | null;
    return stored && typeof stored.open === 'object' ? stored : initial();
  } catch {
    return initial();
  }
}

function update<R>(change: (control: FeedControl) => R): R {
  const control = read();
  const result = change(control);
  if (typeof localStorage === 'undefined') memory = control;
  else localStorage.setItem(FEED_CONTROL_KEY, JSON.stringify(control));
  return result;
}

/** Forgets every control and counter (tests: before each test that counts connections). */
export function resetNotificationFeedControl(): void {
  memory = initial();
  if (typeof localStorage !== 'undefined') localStorage.removeItem(FEED_CONTROL_KEY);
}

/** Counters of the feed for the e2e "one connection for all tabs" check: accepted since load, and open now. */
export interface NotificationFeedStats {
  opened: number;
  open: number;
}

/** The feed's counters at `nowMs` (connections with a fresh heartbeat count as open). */
export function notificationFeedStats(nowMs: number = Date.now()): NotificationFeedStats {
  const { opened, open } = read();
  return {
    opened,
    open: Object.values(open).filter((heartbeatMs) => nowMs - heartbeatMs <= HEARTBEAT_STALE_MS).length,
  };
}

/** Closes every open feed stream (in every tab) within one tick: the client must reconnect. */
export function dropNotificationFeed(): void {
  update((control) => {
    control.dropGeneration += 1;
  });
}

/** Refuses feed connections with 503 for `ms` from `nowMs` (and drops the open ones), then accepts them again. */
export function setNotificationFeedDownForMs(ms: number, nowMs: number = Date.now()): void {
  update((control) => {
    control.downUntilMs = nowMs + Math.max(0, ms);
    control.dropGeneration += 1;
  });
}

/** True while the feed is down ({@link setNotificationFeedDownForMs}). */
export function isNotificationFeedDown(nowMs: number = Date.now()): boolean {
  return read().downUntilMs > nowMs;
}

/** Registers a new connection `id` at `nowMs`; returns the drop generation it belongs to. */
export function openFeedConnection(id: string, nowMs: number = Date.now()): number {
  return update((control) => {
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
  return update((control) => {
    control.open[id] = nowMs;
    return control.dropGeneration;
  });
}

/** Forgets connection `id` (closed by the client, the server or a drop). */
export function closeFeedConnection(id: string): void {
  update((control) => {
    control.open = Object.fromEntries(Object.entries(control.open).filter(([other]) => other !== id));
  });
}
