import {
  type Account,
  type AuthState,
  authTable,
  findAccount,
  REFRESH_REUSE_INTERVAL_MS,
  REFRESH_TTL_MS,
} from './accounts';
import { expiryJudgedAt } from './token-clock';
import { readTokenClaims, signToken, verifyToken } from './tokens';

/*
 * The mock auth server's logic on the mock database (mocks/db.ts `authTable`): logins, rotation with reuse
 * detection, logout, the bearer check. Tokens are signed and self-describing (mocks/auth/tokens.ts), so a token
 * issued by the service worker is understood by the server side of a mock build and the other way round; what the
 * database adds (used refresh tokens, revoked families, the access generation, counters) is known only to the side
 * that stored it (docs/mock-backend.md). Times are epoch ms of the caller's clock (Playwright's
 * page.clock fixes the page's in e2e, so access tokens expire there through {@link expireAccessTokens}, not by waiting).
 */

/** Refresh-token lifetime of the 'expired refresh' demo user: 1 minute. */
export const SHORT_REFRESH_TTL_MS = 60_000;

/** The current auth state (a fresh copy): counters, lifetime, generation. */
export function readAuthDb(): AuthState {
  return authTable.read();
}

/** Tokens as the auth endpoint returns them. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** ISO 8601 instant (UTC) after which the refresh token is refused. */
  expiresRefreshAt: string;
}

async function issue(state: AuthState, account: Account, family: string, now: number): Promise<IssuedTokens> {
  const sub = account.user.userId;
  const refreshExp = now + (account.expiredRefresh ? SHORT_REFRESH_TTL_MS : REFRESH_TTL_MS);
  const [accessToken, refreshToken] = await Promise.all([
    signToken({
      kind: 'access',
      sub,
      iat: now,
      exp: now + state.accessTtlMs,
      jti: crypto.randomUUID(),
      gen: state.accessGeneration,
    }),
    signToken({ kind: 'refresh', sub, iat: now, exp: refreshExp, jti: crypto.randomUUID(), fam: family }),
  ]);
  return { accessToken, refreshToken, expiresRefreshAt: new Date(refreshExp).toISOString() };
}

/** Issues tokens for a login (counts it). */
export async function issueLogin(account: Account, now: number = Date.now()): Promise<IssuedTokens> {
  const state = authTable.update((value) => {
    value.counters.login += 1;
    return structuredClone(value);
  });
  return issue(state, account, crypto.randomUUID(), now);
}

/** Why a refresh was refused. */
export type RefreshRefusal = 'REFRESH_TOKEN_INVALID' | 'REFRESH_TOKEN_EXPIRED' | 'REFRESH_TOKEN_REUSED';

function unexpired(entries: Record<string, number>, now: number): Record<string, number> {
  return Object.fromEntries(Object.entries(entries).filter(([, exp]) => exp > now));
}

/** Forgets used tokens and revoked families whose tokens have expired anyway (keeps the stored state small). */
function prune(state: AuthState, now: number): void {
  state.usedRefreshTokens = unexpired(state.usedRefreshTokens, now);
  state.revokedFamilies = unexpired(state.revokedFamilies, now);
  state.reuseAllowedUntil = unexpired(state.reuseAllowedUntil ?? {}, now);
}

/**
 * Rotates a refresh token: it is marked used and a new pair is issued in the same family. A used token presented
 * again revokes its whole family (reuse detection), unless it comes back within {@link REFRESH_REUSE_INTERVAL_MS} of
 * its rotation: then it gets a new pair too (the page that asked first was reloaded before it stored the answer).
 * Counts every call.
 */
export async function rotateRefreshToken(
  refreshToken: string,
  now: number = Date.now(),
): Promise<{ ok: true; tokens: IssuedTokens } | { ok: false; code: RefreshRefusal }> {
  const unexpired = await verifyToken(refreshToken, 'refresh', expiryJudgedAt(now));
  const claims = unexpired ?? readTokenClaims(refreshToken, 'refresh');
  const signedButExpired = unexpired === null && claims !== null && (await verifyToken(refreshToken, 'refresh', 0));
  const outcome = authTable.update((state): { code: RefreshRefusal } | { state: AuthState } => {
    state.counters.refresh += 1;
    const refuse = (code: RefreshRefusal) => {
      state.counters.refreshRefused += 1;
      return { code };
    };
    const family = claims?.fam;
    const account = claims ? findAccount(claims.sub) : undefined;
    if (!claims || !family || !account || (!unexpired && !signedButExpired) || family in state.revokedFamilies) {
      return refuse('REFRESH_TOKEN_INVALID');
    }
    const withinLeeway = (state.reuseAllowedUntil?.[claims.jti] ?? Number.NEGATIVE_INFINITY) > now;
    if (claims.jti in state.usedRefreshTokens && !withinLeeway) {
      state.revokedFamilies[family] = Math.max(claims.exp, now + REFRESH_TTL_MS);
      return refuse('REFRESH_TOKEN_REUSED');
    }
    if (!unexpired) return refuse('REFRESH_TOKEN_EXPIRED');
    prune(state, now);
    if (!withinLeeway) {
      state.usedRefreshTokens[claims.jti] = claims.exp;
      state.reuseAllowedUntil = { ...state.reuseAllowedUntil, [claims.jti]: now + REFRESH_REUSE_INTERVAL_MS };
    }
    return { state: structuredClone(state) };
  });
  if ('code' in outcome) return { ok: false, code: outcome.code };
  const account = findAccount(claims?.sub ?? '');
  if (!account || !claims?.fam) return { ok: false, code: 'REFRESH_TOKEN_INVALID' };
  return { ok: true, tokens: await issue(outcome.state, account, claims.fam, now) };
}

/** Revokes the family of `refreshToken` (logout). Tokens that are not mock refresh tokens are ignored. */
export function revokeRefreshToken(refreshToken: string, now: number = Date.now()): void {
  const claims = readTokenClaims(refreshToken, 'refresh');
  if (!claims?.fam) return;
  const family = claims.fam;
  authTable.update((state) => {
    state.revokedFamilies[family] = Math.max(claims.exp, now + REFRESH_TTL_MS);
  });
}

/**
 * The user ID an access token belongs to, or null when it is not a validly signed mock access token, has expired at
 * `now`, or belongs to an access generation before the current one.
 */
export async function verifyAccessToken(accessToken: string, now: number = Date.now()): Promise<string | null> {
  const claims = await verifyToken(accessToken, 'access', expiryJudgedAt(now));
  if (!claims || (claims.gen ?? 0) < authTable.read().accessGeneration) return null;
  return findAccount(claims.sub) ? claims.sub : null;
}

/** Expires every access token issued so far (QA: "token expiry" without waiting; e2e with a fixed clock). */
export function expireAccessTokens(): void {
  authTable.update((state) => {
    state.accessGeneration += 1;
  });
}

/** Sets the lifetime of access tokens issued from now on, in ms. */
export function setAccessTokenTtl(ms: number): void {
  authTable.update((state) => {
    state.accessTtlMs = ms;
  });
}

/** Forgets the auth state: used and revoked tokens, generation, counters, lifetime (QA panel "reset"; tests). */
export function resetAuthDb(): void {
  authTable.reset();
}
