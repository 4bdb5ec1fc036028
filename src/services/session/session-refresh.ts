import { REFRESH_LOCK_TIMEOUT_MS, REFRESH_RETRY_BASE_MS, REFRESH_RETRY_MAX_MS } from '@/config/limits';
import { isRefreshExpired, readPersistedSession, sessionStore } from '@/domain/session/session-store';
import {
  type ApiError,
  authUnavailableError,
  CLIENT_ERROR_CODES,
  loginRequiredError,
  sessionChangedError,
  sessionExpiredError,
} from '@/lib/api-error';
import { toApiError } from '@/lib/to-api-error';
import { postSessionMessage } from '@/services/session/broadcast';
import { logOut, postRefresh } from '@/services/session/session-auth';

/** Name of the Web Lock every tab of the portal takes around a token refresh (security-notes.md). */
export const REFRESH_LOCK_NAME = 'one-ecom-refresh';

/** How long a tab waits, in ms, for another tab's `refreshed` broadcast once it saw the stored token rotate. */
const FOREIGN_REFRESH_WAIT_MS = 2_000;

let inFlight: { sessionId: string; promise: Promise<string> } | null = null;
/** The last refresh of a session that failed and kept the session: shared until `until` (epoch ms). */
let lastFailure: { sessionId: string; error: ApiError; until: number; failuresInARow: number } | null = null;

/**
 * Runs `work` holding the Web Lock {@link REFRESH_LOCK_NAME}. `work` learns whether another tab held the lock when this
 * one asked (`contended`): that tab has most likely just rotated the tokens, and what this tab reads from localStorage
 * may not show it yet (Chromium propagates localStorage between tabs asynchronously), so it must wait for the other
 * tab's broadcast instead of refreshing with a token that is already spent (the server would see reuse and end the
 * session everywhere). The whole refresh, the wait for the lock included, is bounded by {@link REFRESH_LOCK_TIMEOUT_MS}
 * from the request: a tab whose refresh hangs must not hold any tab's requests longer (docs/requirements.md §4).
 */
async function withRefreshLock<T>(work: (contended: boolean) => Promise<T>): Promise<T> {
  // Web Locks are missing in old browsers and jsdom: then only the in-page single flight protects the refresh.
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work(false);
  // A timer of our own rather than AbortSignal.timeout(): tests drive it with fake timers.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException('The refresh took too long.', 'TimeoutError'));
      reject(authUnavailableError());
    }, REFRESH_LOCK_TIMEOUT_MS);
  });
  const attempt = (async () => {
    const immediate = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
      lock ? { ran: true as const, value: await work(false) } : { ran: false as const },
    );
    if (immediate.ran) return immediate.value;
    return locks.request(REFRESH_LOCK_NAME, { signal: controller.signal }, () => work(true));
  })();
  // Past the deadline the attempt may still settle (the lock granted late, a late answer): nobody waits for it.
  attempt.catch(() => undefined);
  try {
    return await Promise.race([attempt, deadline]);
  } catch (error) {
    // The browser rejects a lock request with the signal's reason; a wait that timed out is a network failure.
    if (controller.signal.aborted) throw authUnavailableError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves with a new access token of session `sessionId` (another tab's broadcast), or null after `ms`. */
function waitForForeignToken(sessionId: string, failedToken: string | null, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const fresh = () => {
      const state = sessionStore.getState();
      if (state.sessionId !== sessionId) return null;
      return state.accessToken && state.accessToken !== failedToken ? state.accessToken : null;
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
 * Marks the session expired (docs/requirements.md §4): tells the other tabs so they show the session-timeout popup too, and
 * returns the 401 SESSION_EXPIRED error the failed request rejects with (this tab's popup comes from the error
 * policy, lib/query-client.ts).
 */
export function expireSession() {
  postSessionMessage({ type: 'session-timeout' });
  return sessionExpiredError();
}

/**
 * True when the token endpoint refused the refresh token itself: 400 or 401 with a REFRESH_TOKEN_* code
 * (mocks/handlers/auth.ts; docs/requirements.md §7). Anything else (408, 429, 403, 409, a signature 401, 5xx, network) says
 * nothing about the refresh token, so the session is kept.
 */
export function refreshTokenRefused(error: ApiError): boolean {
  return (error.status === 400 || error.status === 401) && error.code.startsWith('REFRESH_TOKEN_');
}

function stillCurrent(sessionId: string): boolean {
  const state = sessionStore.getState();
  return state.status === 'loggedIn' && state.sessionId === sessionId;
}

async function refreshUnderLock(
  sessionId: string,
  failedToken: string | null,
  refreshTokenSeen: string | null,
  contended: boolean,
): Promise<string> {
  if (!stillCurrent(sessionId)) throw sessionChangedError();
  const state = sessionStore.getState();
  // Another tab refreshed while this one waited for the lock, and its broadcast already arrived.
  if (state.accessToken && state.accessToken !== failedToken) return state.accessToken;
  // Re-read storage after taking the lock: the refresh token may have rotated in another tab.
  let stored = readPersistedSession();
  // Another tab logged out, or logged another user in, and its broadcast has not arrived yet: never use their token.
  if (stored && stored.sessionId !== sessionId) throw sessionChangedError();
  if (!stored || isRefreshExpired(stored.expiresRefreshAt)) throw expireSession();
  if (contended || (refreshTokenSeen && stored.refreshToken !== refreshTokenSeen)) {
    const foreign = await waitForForeignToken(sessionId, failedToken, FOREIGN_REFRESH_WAIT_MS);
    if (foreign) return foreign;
    // No broadcast came (the other tab's refresh failed, or it held the lock for nothing): storage has settled by now.
    stored = readPersistedSession();
    if (stored && stored.sessionId !== sessionId) throw sessionChangedError();
    if (!stored || isRefreshExpired(stored.expiresRefreshAt)) throw expireSession();
  }
  let tokens;
  try {
    tokens = await postRefresh(stored.refreshToken);
  } catch (error) {
    const apiError = await toApiError(error);
    if (!stillCurrent(sessionId)) throw sessionChangedError();
    if (!refreshTokenRefused(apiError)) throw authUnavailableError(apiError);
    logOut('refresh-failed');
    throw sessionExpiredError();
  }
  // The session may have ended while the call was in flight: its result is dropped, never stored.
  if (!sessionStore.getState().setTokens(tokens, sessionId)) throw sessionChangedError();
  postSessionMessage({ type: 'refreshed', sessionId, ...tokens });
  return tokens.accessToken;
}

/**
 * Returns a fresh access token after `failedToken` was refused (401) or was missing (`null`, after a reload).
 * Concurrent callers in a page share one in-flight refresh per session; tabs serialise through the Web Lock
 * {@link REFRESH_LOCK_NAME} and reuse a rotation another tab already made. The refresh never goes through the
 * intercepted client. Rejects with ApiError:
 * - 401 LOGIN_REQUIRED when nobody is logged in (nothing is broadcast);
 * - 401 SESSION_EXPIRED when there is no valid refresh token (the other tabs are told) or the server refused it (the
 *   user is logged out everywhere);
 * - status 0 SESSION_CHANGED when the session ended (logout, another user) while the refresh was in flight: its result
 *   is dropped;
 * - status 0 AUTH_UNAVAILABLE for every other failure (network, timeout, busy lock, 5xx, 408, 429, ...): the session is
 *   kept.
 * Exported for the legacy bridge (a legacy page asking for central login while logged in): keep it stable.
 */
export function refreshAccessToken(failedToken: string | null): Promise<string> {
  const { status, sessionId, accessToken, refreshToken } = sessionStore.getState();
  if (status !== 'loggedIn' || !sessionId) return Promise.reject(loginRequiredError());
  if (accessToken && accessToken !== failedToken) return Promise.resolve(accessToken);
  // A refresh that just failed (the auth service busy or unreachable) is every request's answer for a while: asking
  // again at once only adds load to a service that said so (docs/requirements.md §4).
  if (lastFailure?.sessionId === sessionId && Date.now() < lastFailure.until) return Promise.reject(lastFailure.error);
  if (inFlight?.sessionId !== sessionId) {
    const promise = withRefreshLock((contended) =>
      refreshUnderLock(sessionId, failedToken, refreshToken, contended),
    ).then(
      (token) => {
        lastFailure = null;
        return token;
      },
      (error: unknown) => {
        rememberFailure(sessionId, error);
        throw error;
      },
    );
    const settled = promise.finally(() => {
      if (inFlight?.promise === settled) inFlight = null;
    });
    inFlight = { sessionId, promise: settled };
  }
  return inFlight.promise;
}

/** Keeps a failure that left the session logged in, for the backoff of {@link REFRESH_RETRY_BASE_MS}. */
function rememberFailure(sessionId: string, error: unknown) {
  const apiError = error as Partial<ApiError> | null;
  if (apiError?.code !== CLIENT_ERROR_CODES.AUTH_UNAVAILABLE) return;
  const failuresInARow = lastFailure?.sessionId === sessionId ? lastFailure.failuresInARow + 1 : 1;
  const backoff = Math.min(REFRESH_RETRY_MAX_MS, REFRESH_RETRY_BASE_MS * 2 ** (failuresInARow - 1));
  const wait = Math.max(backoff, apiError.retryAfterMs ?? 0);
  lastFailure = { sessionId, error: error as ApiError, until: Date.now() + wait, failuresInARow };
}

/**
 * The access token to attach to a protected request at send time: the one in memory; after a reload (logged in,
 * nothing in memory) a refreshed one; null unless logged in (no bearer is ever sent for a logged-out tab, whatever is
 * left in memory). Rejects like {@link refreshAccessToken}.
 */
export async function getAccessTokenForRequest(): Promise<string | null> {
  const { status, accessToken } = sessionStore.getState();
  if (status !== 'loggedIn') return null;
  if (accessToken) return accessToken;
  return refreshAccessToken(null);
}
