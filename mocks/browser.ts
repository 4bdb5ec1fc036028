import { setupWorker } from 'msw/browser';

import { createUser } from './auth/accounts';
import { expireAccessTokens, readAuthDb, resetAuthDb, setAccessTokenTtl } from './auth/auth-db';
import { getBookingConfirmDelayMs, setBookingConfirmDelayMs } from './booking/booking-settings';
import { handlers } from './handlers';
import { addScenario, clearScenarios, type FaultScenario, readScenarios, removeScenario } from './scenarios';

/**
 * The QA and test API of a mock build, `window.__ONE_MOCKS__` (README "QA fault scenarios"; e2e/mock-scenarios.ts):
 * add/remove/list fault scenarios, expire every access token now, set the access-token lifetime (ms), read the auth
 * counters (logins, refreshes), reset the mock auth state, read or set the booking confirm delay (ms). Everything is
 * stored in localStorage, so it applies to every tab at once.
 */
export interface OneMocksApi {
  addScenario: (scenario: Omit<FaultScenario, 'id'> & { id?: string }) => FaultScenario;
  removeScenario: (id: string) => void;
  clearScenarios: () => void;
  listScenarios: () => FaultScenario[];
  expireAccessTokens: () => void;
  setAccessTokenTtl: (ms: number) => void;
  authCounters: () => { login: number; refresh: number; refreshRefused: number };
  /** The booking desk's confirm delay in ms (README "Booking"): read it, or set it for steps taken from now on. */
  getBookingConfirmDelayMs: () => number;
  setBookingConfirmDelayMs: (ms: number) => void;
  resetAuth: () => void;
  /**
   * Adds an account (mocks/auth/accounts.ts createUser: a Singapore shipper unless `overrides` say otherwise) and
   * returns its user ID and password, for e2e journeys of a new user.
   */
  createUser: (overrides?: Parameters<typeof createUser>[0]) => { userId: string; password: string };
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
    getBookingConfirmDelayMs,
    setBookingConfirmDelayMs,
    resetAuth: resetAuthDb,
    createUser: (overrides) => {
      const account = createUser(overrides);
      return { userId: account.user.userId, password: account.password };
    },
  };
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const { mountQaPanel } = await import('./qa-panel');
  mountQaPanel();
}
