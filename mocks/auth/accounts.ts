import { defineTable } from '../db';
import { DEMO_USERS, type DemoUser } from './demo-users';
import { signToken } from './tokens';

/*
 * The mock auth server's accounts and state on the mock database (mocks/db.ts): the demo accounts, those added by
 * {@link createUser}, the auth table, and {@link loginAs} for tests that start logged in.
 */

/** An account of the mock auth server: the demo accounts and those {@link createUser} added. */
export type Account = DemoUser;

/** Accounts added by {@link createUser}, by user ID (the demo accounts are not stored: they are always there). */
const addedAccounts = defineTable<Record<string, Account>>('accounts', () => ({}));

/** The account with `userId` (case-insensitive, trimmed), or undefined. */
export function findAccount(userId: string): Account | undefined {
  const wanted = userId.trim().toLowerCase();
  const demo = Object.values(DEMO_USERS).find((entry) => entry.user.userId.toLowerCase() === wanted);
  if (demo) return demo;
  return Object.values(addedAccounts.read()).find((entry) => entry.user.userId.toLowerCase() === wanted);
}

/** Every account: the demo accounts, then those {@link createUser} added (for look-ups by company or e-mail). */
export function everyAccount(): Account[] {
  return [...Object.values(DEMO_USERS), ...Object.values(addedAccounts.read())];
}

let createdUsers = 0;

/**
 * Seed helper: adds an account (a shipper in Singapore unless `overrides` say otherwise) and returns it. The user ID
 * defaults to a fresh 'test.user.N'; the password to 'Test#2026'.
 */
export function createUser(
  overrides: { user?: Partial<Account['user']> } & Partial<Omit<Account, 'user'>> = {},
): Account {
  createdUsers += 1;
  const { user, ...rest } = overrides;
  const account: Account = {
    user: {
      userId: `test.user.${createdUsers}`,
      firstName: 'Wei Ling',
      lastName: 'Tan',
      companyName: 'Straits Test Trading Pte. Ltd.',
      customerCode: `SG${String(createdUsers).padStart(8, '0')}`,
      customerCountry: 'SG',
      ...user,
    },
    password: 'Test#2026',
    details: {
      email: 'weiling.tan@example.com',
      jobTitle: 'Logistics Executive',
      phone: '+65 6220 1234',
      preferredLanguage: 'en',
      timeZone: 'Asia/Singapore',
    },
    ...rest,
  };
  addedAccounts.update((accounts) => {
    accounts[account.user.userId] = account;
  });
  return account;
}

/** Default lifetime of access tokens: 2 minutes, so refreshes happen in normal use. */
export const DEFAULT_ACCESS_TTL_MS = 2 * 60_000;
/** Lifetime of refresh tokens: 8 hours. */
export const REFRESH_TTL_MS = 8 * 60 * 60_000;
/**
 * How long a rotated refresh token may come back without counting as reuse, in ms (30 s, Okta's default "grace
 * period"; Auth0 calls it the "reuse interval"). A page reloaded while its refresh was in flight never stored the new
 * token and presents the old one again: without this leeway that reload would log the user out everywhere.
 */
export const REFRESH_REUSE_INTERVAL_MS = 30_000;

/**
 * The mock auth server's state (mocks/auth/auth-db.ts works on it). Tokens themselves are signed and self-describing
 * (mocks/auth/tokens.ts); what is stored is what a token cannot say about itself.
 */
export interface AuthState {
  /** Ids (jti) of refresh tokens already rotated -> their expiry (epoch ms, pruned after it). */
  usedRefreshTokens: Record<string, number>;
  /**
   * Ids (jti) of refresh tokens rotated less than {@link REFRESH_REUSE_INTERVAL_MS} ago -> end of that leeway (epoch
   * ms). Missing in a state stored before the leeway existed.
   */
  reuseAllowedUntil?: Record<string, number>;
  /** Rotation families revoked (reuse detected, logout) -> expiry of the newest token seen (epoch ms). */
  revokedFamilies: Record<string, number>;
  /** Access tokens of an older generation are refused (QA "Expire access tokens now" starts a new one). */
  accessGeneration: number;
  /** Calls answered: logins, refreshes (POST /auth/token, successful or not), refused refreshes. */
  counters: { login: number; refresh: number; refreshRefused: number };
  /** Lifetime of new access tokens in ms (default {@link DEFAULT_ACCESS_TTL_MS}). */
  accessTtlMs: number;
}

/** The mock auth server's state table. */
export const authTable = defineTable<AuthState>('auth', () => ({
  usedRefreshTokens: {},
  reuseAllowedUntil: {},
  revokedFamilies: {},
  accessGeneration: 0,
  counters: { login: 0, refresh: 0, refreshRefused: 0 },
  accessTtlMs: DEFAULT_ACCESS_TTL_MS,
}));

/**
 * Seed helper: tokens for `userId` as a login would return them (current access lifetime and generation), without
 * going through the login endpoint (no counter moves). Throws when there is no such account. Put them into the app's session store to start a test
 * logged in.
 */
export async function loginAs(
  userId: string,
  now: number = Date.now(),
): Promise<{ user: Account['user']; accessToken: string; refreshToken: string; expiresRefreshAt: string }> {
  const account = findAccount(userId);
  if (!account) throw new Error(`loginAs: no mock account ${userId}`);
  const sub = account.user.userId;
  const { accessTtlMs, accessGeneration: gen } = authTable.read();
  const refreshExp = now + REFRESH_TTL_MS;
  const [accessToken, refreshToken] = await Promise.all([
    signToken({ kind: 'access', sub, iat: now, exp: now + accessTtlMs, jti: crypto.randomUUID(), gen }),
    signToken({ kind: 'refresh', sub, iat: now, exp: refreshExp, jti: crypto.randomUUID(), fam: crypto.randomUUID() }),
  ]);
  return { user: account.user, accessToken, refreshToken, expiresRefreshAt: new Date(refreshExp).toISOString() };
}
