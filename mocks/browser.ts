import { setupWorker } from 'msw/browser';

import type { Notification } from '@/domain/notification/notification-contract';

import { createUser } from './auth/accounts';
import { expireAccessTokens, readAuthDb, resetAuthDb, setAccessTokenTtl } from './auth/auth-db';
import { getBookingConfirmDelayMs, setBookingConfirmDelayMs } from './booking/booking-settings';
import { handlers } from './handlers';
import {
  dropNotificationFeed,
  type NotificationFeedStats,
  notificationFeedStats,
  setNotificationFeedDownForMs,
} from './notifications/feed-control';
import { pushTestNotification } from './notifications/notification-db';
import {
  addScenario,
  clearScenarios,
  type FaultScenario,
  readScenarios,
  releaseHeldRequests,
  removeScenario,
} from './scenarios';
import { keepMockWorkerRegistered } from './worker-update-guard';

/**
 * The QA and test API of a mock build, `window.__ONE_MOCKS__` (docs/mock-backend.md "QA fault scenarios"; e2e/mock-scenarios.ts):
 * add/remove/list fault scenarios, expire every access token now, set the access-token lifetime (ms), read the auth
 * counters (logins, refreshes), reset the mock auth state, read or set the booking confirm delay (ms), and the
 * notification feed's controls (docs/areas/notifications.md "Notifications (mock feed)"). Everything is stored in localStorage, so it
 * applies to every tab at once.
 */
export interface OneMocksApi {
  addScenario: (scenario: Omit<FaultScenario, 'id'> & { id?: string }) => FaultScenario;
  removeScenario: (id: string) => void;
  clearScenarios: () => void;
  listScenarios: () => FaultScenario[];
  expireAccessTokens: () => void;
  setAccessTokenTtl: (ms: number) => void;
  authCounters: () => { login: number; refresh: number; refreshRefused: number };
  /** Answers the requests a 'hold' scenario holds in this tab; returns how many. */
  releaseHeldRequests: () => number;
  /** The booking desk's confirm delay in ms (docs/areas/booking.md): read it, or set it for steps taken from now on. */
  getBookingConfirmDelayMs: () => number;
  setBookingConfirmDelayMs: (ms: number) => void;
  resetAuth: () => void;
  /**
   * Adds an account (mocks/auth/accounts.ts createUser: a Singapore shipper unless `overrides` say otherwise) and
   * returns its user ID and password, for e2e journeys of a new user.
   */
  createUser: (overrides?: Parameters<typeof createUser>[0]) => { userId: string; password: string };
  /** Ends every open notification feed stream (in every tab) within 500 ms: the client must reconnect. */
  dropNotificationFeed: () => void;
  /** Drops the open feed streams and refuses new feed connections with 503 for `ms`, then accepts them again. */
  setNotificationFeedDownForMs: (ms: number) => void;
  /**
   * Feed connections accepted since the mock database was created (`opened`) and open now (`open`), across tabs: the
   * e2e "one connection for all tabs" check.
   */
  notificationFeedStats: () => NotificationFeedStats;
  /**
   * Adds a notification for the logged-in user (this browser's session; throws when nobody is logged in), due now: a
   * BOOKING_CONFIRMED of booking TEST0000001 unless `partial` says otherwise. Returns it as the feed sends it.
   */
  pushTestNotification: (partial?: Partial<Omit<Notification, 'id' | 'occurredAt' | 'read'>>) => Notification;
}

/**
 * The app's persisted session in localStorage (src/domain/session/session-store.ts SESSION_STORAGE_KEY: mocks/ may
 * not import the session store, so the key is repeated here).
 */
const SESSION_STORAGE_KEY = 'one-ecom.session';

/** The user ID of the session this browser keeps (the app's persisted session), or null. */
function loggedInUserId(): string | null {
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
      user?: { userId?: unknown };
    } | null;
    return typeof session?.user?.userId === 'string' ? session.user.userId : null;
  } catch {
    return null;
  }
}

declare global {
  interface Window {
    __ONE_MOCKS__?: OneMocksApi;
  }
}

const RETIRED_KEYS = ['one-ecom.mock-auth', 'one-ecom.mock-profiles'] as const;

/**
 * Starts the mock carrier backend in the browser (MSW service worker served under the app base, TOOLCHAIN.md),
 * exposes {@link OneMocksApi} and mounts the QA panel. Resolves once the worker intercepts requests; requests the
 * mocks do not know pass through untouched.
 */
export async function startMockWorker(): Promise<void> {
  // The stores of the mock before the one mock database (mocks/db.ts): dropped, not read.
  for (const key of RETIRED_KEYS) localStorage.removeItem(key);
  window.__ONE_MOCKS__ = {
    addScenario,
    removeScenario,
    clearScenarios,
    listScenarios: readScenarios,
    expireAccessTokens,
    setAccessTokenTtl,
    authCounters: () => readAuthDb().counters,
    releaseHeldRequests,
    getBookingConfirmDelayMs,
    setBookingConfirmDelayMs,
    resetAuth: resetAuthDb,
    createUser: (overrides) => {
      const account = createUser(overrides);
      return { userId: account.user.userId, password: account.password };
    },
    dropNotificationFeed,
    setNotificationFeedDownForMs: (ms) => {
      setNotificationFeedDownForMs(ms);
    },
    notificationFeedStats: () => notificationFeedStats(),
    pushTestNotification: (partial) => {
      const userId = loggedInUserId();
      if (!userId) throw new Error('pushTestNotification: nobody is logged in');
      return pushTestNotification(userId, partial);
    },
  };
  const worker = setupWorker(...handlers);
  const workerUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  // The worker would unregister itself as this page unloads, under the feet of the tab's next document.
  keepMockWorkerRegistered(ServiceWorker.prototype, new URL(workerUrl, location.href).href);
  await worker.start({ serviceWorker: { url: workerUrl }, onUnhandledRequest: 'bypass', quiet: true });
  const { mountQaPanel } = await import('./qa-panel');
  mountQaPanel();
}
