import { sessionExpiredError, toApiError } from '@/lib/api-error';
import { postSessionMessage } from '@/lib/broadcast';
import { logOut, postRefresh } from '@/lib/session-auth';
import { isRefreshExpired, readPersistedSession, sessionStore } from '@/lib/session-store';

/** Name of the Web Lock every tab of the portal takes around a token refresh (security-notes.md). */
export const REFRESH_LOCK_NAME = 'one-ecom-refresh';

/** How long a tab waits, in ms, for another tab's `refreshed` broadcast once it saw the stored token rotate. */
const FOREIGN_REFRESH_WAIT_MS = 2_000;

let inFlight: Promise<string> | null = null;

/**
 * Runs `work` holding the Web Lock {@link REFRESH_LOCK_NAME}. `work` learns whether another tab held the lock when this
 * one asked (`contended`): that tab has most likely just rotated the tokens, and what this tab reads from localStorage
 * may not show it yet (Chromium propagates localStorage between tabs asynchronously), so it must wait for the other
 * tab's broadcast instead of refreshing with a token that is already spent (the server would see reuse and end the
 * session everywhere).
 */
async function withRefreshLock<T>(work: (contended: boolean) => Promise<T>): Promise<T> {
  // Web Locks are missing in old browsers and jsdom: then only the in-page single flight protects the refresh.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work(false);
  const immediate = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
    lock ? { ran: true as const, value: await work(false) } : { ran: false as const },
  );
  if (immediate.ran) return immediate.value;
  return locks.request(REFRESH_LOCK_NAME, () => work(true));
}

/** Resolves with a new access token set by another tab's broadcast, or null after `ms`. */
function waitForForeignToken(failedToken: string | null, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const fresh = () => {
      const token = sessionStore.getState().accessToken;
      return token && token !== failedToken ? token : null;
    };
    const now = fresh();
    if (now) {
      resolve(now);
      return;
    }
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(null);
    }, ms);
    const unsubscribe = sessionStore.subscribe(() => {
      const token = fresh();
      if (!token) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(token);
    });
  });
}

/**
 * Marks the session expired (spec section 4): tells the other tabs so they show the session-timeout popup too, and
 * returns the 401 SESSION_EXPIRED error the failed request rejects with (this tab's popup comes from the error
 * policy, lib/query-client.ts).
 */
export function expireSession() {
  postSessionMessage({ type: 'session-timeout' });
  return sessionExpiredError();
}

async function refreshUnderLock(
  failedToken: string | null,
  refreshTokenSeen: string | null,
  contended: boolean,
): Promise<string> {
  const state = sessionStore.getState();
  // Another tab refreshed while this one waited for the lock, and its broadcast already arrived.
  if (state.accessToken && state.accessToken !== failedToken) return state.accessToken;
  // Re-read storage after taking the lock: the refresh token may have rotated in another tab.
  let stored = readPersistedSession();
  if (!stored || isRefreshExpired(stored.expiresRefreshAt)) throw expireSession();
  if (contended || (refreshTokenSeen && stored.refreshToken !== refreshTokenSeen)) {
    const foreign = await waitForForeignToken(failedToken, FOREIGN_REFRESH_WAIT_MS);
    if (foreign) return foreign;
    // No broadcast came (the other tab's refresh failed, or it held the lock for nothing): storage has settled by now.
    stored = readPersistedSession();
    if (!stored || isRefreshExpired(stored.expiresRefreshAt)) throw expireSession();
  }
  try {
    const tokens = await postRefresh(stored.refreshToken);
    sessionStore.getState().setTokens(tokens);
    postSessionMessage({ type: 'refreshed', ...tokens });
    return tokens.accessToken;
  } catch (error) {
    const apiError = await toApiError(error);
    // Network errors and 5xx leave the session alone: the refresh token may still be good.
    if (apiError.status < 400 || apiError.status >= 500) throw apiError;
    logOut('refresh-failed');
    throw sessionExpiredError();
  }
}

/**
 * Returns a fresh access token after `failedToken` was refused (401) or was missing (`null`, after a reload).
 * Concurrent callers in a page share one in-flight refresh; tabs serialise through the Web Lock
 * {@link REFRESH_LOCK_NAME} and reuse a rotation another tab already made. The refresh never goes through the
 * intercepted client. Rejects with ApiError 401 SESSION_EXPIRED when there is no valid refresh token (the other tabs
 * are told) or the server refused it (the user is logged out everywhere); with the network error otherwise.
 */
export function refreshAccessToken(failedToken: string | null): Promise<string> {
  const current = sessionStore.getState().accessToken;
  if (current && current !== failedToken) return Promise.resolve(current);
  if (!inFlight) {
    const refreshTokenSeen = sessionStore.getState().refreshToken;
    inFlight = withRefreshLock((contended) => refreshUnderLock(failedToken, refreshTokenSeen, contended)).finally(
      () => {
        inFlight = null;
      },
    );
  }
  return inFlight;
}

/**
 * The access token to attach to a protected request at send time: the one in memory; after a reload (logged in,
 * nothing in memory) a refreshed one; null when logged out. Rejects like {@link refreshAccessToken}.
 */
export async function getAccessTokenForRequest(): Promise<string | null> {
  const { status, accessToken } = sessionStore.getState();
  if (accessToken) return accessToken;
  if (status !== 'loggedIn') return null;
  return refreshAccessToken(null);
}
