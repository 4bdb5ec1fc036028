import type { CurrentUser } from '@/lib/session-store';

/**
 * The mock auth server's state. MSW runs inside each tab's page, so the state lives in the app origin's localStorage
 * ({@link AUTH_DB_KEY}) where every tab sees it (issued tokens, rotation, reuse detection, counters); Node without
 * localStorage falls back to memory. Times are epoch ms of the page's clock (Playwright's page.clock fixes it in e2e,
 * so tokens expire there through {@link expireAccessTokens}, not by waiting).
 */
export interface AuthDbState {
  accessTokens: Record<string, { userId: string; expiresAt: number }>;
  refreshTokens: Record<string, { userId: string; family: string; expiresAt: number; used: boolean }>;
  /** Families revoked after a reused refresh token (every token of the family is refused). */
  revokedFamilies: string[];
  /** Calls answered: logins, refreshes (POST /auth/token, successful or not), refused refreshes. */
  counters: { login: number; refresh: number; refreshRefused: number };
  /** Lifetime of new access tokens in ms (default {@link DEFAULT_ACCESS_TTL_MS}). */
  accessTtlMs: number;
}

/** localStorage key of the mock auth state. */
export const AUTH_DB_KEY = 'one-ecom.mock-auth';
/** Default access-token lifetime: 2 minutes, so refreshes happen in normal use. */
export const DEFAULT_ACCESS_TTL_MS = 2 * 60_000;
/** Refresh-token lifetime: 8 hours. */
export const REFRESH_TTL_MS = 8 * 60 * 60_000;
/** Refresh-token lifetime of the 'expired refresh' demo user: 1 minute. */
export const SHORT_REFRESH_TTL_MS = 60_000;

/** A demo user of README "Demo users": the profile, the password and what makes the account special. */
export interface DemoUser {
  user: CurrentUser;
  password: string;
  locked?: boolean;
  /** The refresh token expires {@link SHORT_REFRESH_TTL_MS} after login, before the access token: its 401 ends the session. */
  expiredRefresh?: boolean;
}

/** The demo accounts (README "Demo users"). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    user: {
      userId: 'demo.shipper',
      firstName: 'Min-jun',
      lastName: 'Kim',
      companyName: 'Hanil Electronics Co., Ltd.',
      customerCode: 'KR00104271',
      customerCountry: 'KR',
    },
    password: 'Shipper#2026',
  },
  {
    user: {
      userId: 'demo.forwarder',
      firstName: 'Sophie',
      lastName: 'Müller',
      companyName: 'Hansa Spedition GmbH',
      customerCode: 'DE00388610',
      customerCountry: 'DE',
    },
    password: 'Forwarder#2026',
  },
  {
    user: {
      userId: 'demo.locked',
      firstName: 'Arjun',
      lastName: 'Mehta',
      companyName: 'Coromandel Textiles Pvt. Ltd.',
      customerCode: 'IN00052316',
      customerCountry: 'IN',
    },
    password: 'Locked#2026',
    locked: true,
  },
  {
    user: {
      userId: 'demo.expired',
      firstName: 'Yui',
      lastName: 'Tanaka',
      companyName: 'Setouchi Trading K.K.',
      customerCode: 'JP00217745',
      customerCountry: 'JP',
    },
    password: 'Expired#2026',
    expiredRefresh: true,
  },
];

function emptyState(): AuthDbState {
  return {
    accessTokens: {},
    refreshTokens: {},
    revokedFamilies: [],
    counters: { login: 0, refresh: 0, refreshRefused: 0 },
    accessTtlMs: DEFAULT_ACCESS_TTL_MS,
  };
}

let memory: AuthDbState = emptyState();

function hasStorage(): boolean {
  return typeof localStorage !== 'undefined';
}

/** The current state (a fresh copy). */
export function readAuthDb(): AuthDbState {
  if (!hasStorage()) return structuredClone(memory);
  try {
    const raw = localStorage.getItem(AUTH_DB_KEY);
    return raw ? { ...emptyState(), ...(JSON.parse(raw) as Partial<AuthDbState>) } : emptyState();
  } catch {
    return emptyState();
  }
}

function write(state: AuthDbState): void {
  if (hasStorage()) localStorage.setItem(AUTH_DB_KEY, JSON.stringify(state));
  else memory = state;
}

function update<T>(change: (state: AuthDbState) => T): T {
  const state = readAuthDb();
  const result = change(state);
  write(state);
  return result;
}

function token(prefix: string): string {
  return `${prefix}.${crypto.randomUUID().replaceAll('-', '')}`;
}

/** Tokens as the auth endpoint returns them. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresRefreshAt: string;
}

function prune(state: AuthDbState, now: number): void {
  state.accessTokens = Object.fromEntries(
    Object.entries(state.accessTokens).filter(([, value]) => value.expiresAt > now),
  );
}

function issue(state: AuthDbState, demo: DemoUser, family: string, now: number): IssuedTokens {
  prune(state, now);
  const accessToken = token('mock-at');
  const refreshToken = token('mock-rt');
  const refreshExpiresAt = now + (demo.expiredRefresh ? SHORT_REFRESH_TTL_MS : REFRESH_TTL_MS);
  state.accessTokens[accessToken] = { userId: demo.user.userId, expiresAt: now + state.accessTtlMs };
  state.refreshTokens[refreshToken] = { userId: demo.user.userId, family, expiresAt: refreshExpiresAt, used: false };
  return { accessToken, refreshToken, expiresRefreshAt: new Date(refreshExpiresAt).toISOString() };
}

/** Looks up a demo user by user ID (case-insensitive). */
export function findDemoUser(userId: string): DemoUser | undefined {
  return DEMO_USERS.find((demo) => demo.user.userId.toLowerCase() === userId.trim().toLowerCase());
}

/** Issues tokens for a login (counts it). */
export function issueLogin(demo: DemoUser, now: number = Date.now()): IssuedTokens {
  return update((state) => {
    state.counters.login += 1;
    return issue(state, demo, token('family'), now);
  });
}

/** Why a refresh was refused. */
export type RefreshRefusal = 'REFRESH_TOKEN_INVALID' | 'REFRESH_TOKEN_EXPIRED' | 'REFRESH_TOKEN_REUSED';

/**
 * Rotates a refresh token: the old one is marked used, a new pair is issued in the same family. A used token
 * presented again revokes its whole family (reuse detection). Counts every call.
 */
export function rotateRefreshToken(
  refreshToken: string,
  now: number = Date.now(),
): { ok: true; tokens: IssuedTokens } | { ok: false; code: RefreshRefusal } {
  return update((state) => {
    state.counters.refresh += 1;
    const entry = state.refreshTokens[refreshToken];
    const demo = entry ? findDemoUser(entry.userId) : undefined;
    const refuse = (code: RefreshRefusal) => {
      state.counters.refreshRefused += 1;
      return { ok: false as const, code };
    };
    if (!entry || !demo || state.revokedFamilies.includes(entry.family)) return refuse('REFRESH_TOKEN_INVALID');
    if (entry.used) {
      state.revokedFamilies.push(entry.family);
      return refuse('REFRESH_TOKEN_REUSED');
    }
    if (entry.expiresAt <= now) return refuse('REFRESH_TOKEN_EXPIRED');
    entry.used = true;
    return { ok: true as const, tokens: issue(state, demo, entry.family, now) };
  });
}

/** Revokes the family of `refreshToken` (logout). Unknown tokens are ignored. */
export function revokeRefreshToken(refreshToken: string): void {
  update((state) => {
    const entry = state.refreshTokens[refreshToken];
    if (entry) state.revokedFamilies.push(entry.family);
  });
}

/** The user ID an access token belongs to, or null when unknown or expired at `now`. */
export function verifyAccessToken(accessToken: string, now: number = Date.now()): string | null {
  const entry = readAuthDb().accessTokens[accessToken];
  return entry && entry.expiresAt > now ? entry.userId : null;
}

/** Expires every access token issued so far (QA: "token expiry" without waiting; e2e with a fixed clock). */
export function expireAccessTokens(): void {
  update((state) => {
    state.accessTokens = {};
  });
}

/** Sets the lifetime of access tokens issued from now on, in ms. */
export function setAccessTokenTtl(ms: number): void {
  update((state) => {
    state.accessTtlMs = ms;
  });
}

/** Forgets every token and counter (tests). */
export function resetAuthDb(): void {
  if (hasStorage()) localStorage.removeItem(AUTH_DB_KEY);
  memory = emptyState();
}
