import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

import type { CurrentUser, SessionTokens } from '@/domain/session/session-contract';

/** Login state of docs/requirements.md §4. */
export type LoginStatus = 'loggedOut' | 'loggedIn';

/**
 * What the UI and the HTTP client read. The access token lives only here, in memory; the refresh token and its
 * expiry are mirrored to localStorage ({@link SESSION_STORAGE_KEY}) so a reload keeps the session.
 */
export interface SessionState {
  status: LoginStatus;
  user: CurrentUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** ISO 8601 instant (UTC) after which {@link SessionState.refreshToken} is refused; null when logged out. */
  expiresRefreshAt: string | null;
  /**
   * Id of this login, shared by every tab (persisted): a refresh started in one session never stores its result into
   * another. Null when logged out.
   */
  sessionId: string | null;
}

/** Actions on the session. They persist; cross-tab sync lives in services/session/session-sync.ts. */
export interface SessionActions {
  /** Marks the user logged in with these tokens (persists user and refresh token). */
  logIn: (user: CurrentUser, tokens: SessionTokens) => void;
  /**
   * Replaces all three tokens after a refresh with rotation (persists the new refresh token), only while the session
   * `sessionId` is still the current one; returns false (and stores nothing) otherwise.
   */
  setTokens: (tokens: SessionTokens, sessionId: string) => boolean;
  /** Re-reads the persisted session (another tab logged in); the in-memory access token is kept only if still ours. */
  hydrate: () => void;
  /** Clears user and tokens, in memory and in storage: loggedOut. */
  logOut: () => void;
}

/** localStorage key of the persisted part of the session: `{ user, refreshToken, expiresRefreshAt, sessionId }` as JSON. */
export const SESSION_STORAGE_KEY = 'one-ecom.session';

/** The persisted part of the session (never the access token). */
export interface PersistedSession {
  user: CurrentUser;
  refreshToken: string;
  expiresRefreshAt: string;
  sessionId: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isPersistedSession(value: unknown): value is Omit<PersistedSession, 'sessionId'> & { sessionId?: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const user = record.user as Record<string, unknown> | null | undefined;
  return (
    typeof record.refreshToken === 'string' &&
    typeof record.expiresRefreshAt === 'string' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.userId === 'string' &&
    typeof user.firstName === 'string' &&
    typeof user.lastName === 'string' &&
    typeof user.companyName === 'string'
  );
}

/** Reads the persisted session; null when absent or malformed. Never throws. */
export function readPersistedSession(): PersistedSession | null {
  try {
    const raw = storage()?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isPersistedSession(value)) return null;
    // Stored before sessions had ids: every tab derives the same id from it.
    const { sessionId, ...rest } = value;
    return { ...rest, sessionId: typeof sessionId === 'string' ? sessionId : `stored:${value.user.userId}` };
  } catch {
    return null;
  }
}

function persist(session: PersistedSession | null): void {
  try {
    if (session) storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still works in this tab, it just does not survive a reload.
  }
}

const LOGGED_OUT: SessionState = {
  status: 'loggedOut',
  user: null,
  accessToken: null,
  refreshToken: null,
  expiresRefreshAt: null,
  sessionId: null,
};

function newSessionId(): string {
  // randomUUID needs a secure context (https or localhost, which the portal always is); the fallback is for old engines.
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function fromPersisted(session: PersistedSession | null): SessionState {
  if (!session) return LOGGED_OUT;
  return {
    status: 'loggedIn',
    user: session.user,
    accessToken: null,
    refreshToken: session.refreshToken,
    expiresRefreshAt: session.expiresRefreshAt,
    sessionId: session.sessionId,
  };
}

/**
 * The session as a vanilla zustand store, so the HTTP client can read it outside React (CONVENTIONS.md "Data").
 * Shape: {@link SessionState} & {@link SessionActions}. Starts from the persisted session: after a reload the user is
 * loggedIn without an access token, and the HTTP client fetches one with the refresh token before the first
 * protected request.
 */
export const sessionStore = createStore<SessionState & SessionActions>()((set, get) => ({
  ...fromPersisted(readPersistedSession()),
  logIn: (user, tokens) => {
    const sessionId = newSessionId();
    persist({ user, refreshToken: tokens.refreshToken, expiresRefreshAt: tokens.expiresRefreshAt, sessionId });
    set({ status: 'loggedIn', user, ...tokens, sessionId });
  },
  setTokens: (tokens, sessionId) => {
    const { user, status } = get();
    if (status !== 'loggedIn' || !user || get().sessionId !== sessionId) return false;
    // Another tab may have ended this session (logout, another user's login) before its broadcast arrived here.
    const stored = readPersistedSession();
    if (stored && stored.sessionId !== sessionId) return false;
    persist({ user, refreshToken: tokens.refreshToken, expiresRefreshAt: tokens.expiresRefreshAt, sessionId });
    set({ ...tokens });
    return true;
  },
  hydrate: () => {
    const persisted = readPersistedSession();
    const current = get();
    const sameSession =
      persisted !== null &&
      persisted.sessionId === current.sessionId &&
      persisted.refreshToken === current.refreshToken;
    set({ ...fromPersisted(persisted), accessToken: sameSession ? current.accessToken : null });
  },
  logOut: () => {
    persist(null);
    set(LOGGED_OUT);
  },
}));

/** React hook reading a slice of the session: `useSession((s) => s.status)`. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}

/**
 * The logged-in user's id (the mock's and the carrier's `userId`, e.g. 'demo.shipper'), or null while logged out. Every
 * per-user query key and draft is scoped by it (lib/user-scope.ts); pages behind the login guard of app/router.tsx can
 * rely on it being set.
 */
export function useCurrentUserId(): string | null {
  return useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? null) : null));
}

/** True when `expiresRefreshAt` (ISO instant) is missing, unparsable or not after `now` (epoch ms). */
export function isRefreshExpired(expiresRefreshAt: string | null, now: number = Date.now()): boolean {
  if (!expiresRefreshAt) return true;
  const at = Date.parse(expiresRefreshAt);
  return Number.isNaN(at) || at <= now;
}
