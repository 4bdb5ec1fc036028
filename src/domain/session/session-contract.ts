import { z } from '@/config/zod-mini';

/*
 * The session's API contract: the auth endpoint's calls and shapes and the current user (docs/requirements.md §3 and §7). The
 * one session file the mock carrier backend imports (mocks/auth).
 */

/** The current user (docs/requirements.md §3 "Current user"). `customerCountry` is an ISO 3166-1 alpha-2 code. */
export interface CurrentUser {
  firstName: string;
  lastName: string;
  companyName: string;
  userId: string;
  customerCode: string;
  customerCountry: string;
}

/**
 * Login tokens (docs/requirements.md §3). `expiresRefreshAt` is an ISO 8601 instant (UTC) after which the refresh token is
 * no longer accepted.
 */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresRefreshAt: string;
}

/*
 * The auth endpoint (docs/requirements.md §7 "auth endpoint"; paths are our design, the spec shows none):
 *   POST {authUrl}/login   { userId, password }  -> 200 { user: CurrentUser, accessToken, refreshToken, expiresRefreshAt }
 *                                                  401 INVALID_CREDENTIALS, 403 ACCOUNT_LOCKED
 *   POST {authUrl}/token   { refreshToken }      -> 200 { accessToken, refreshToken, expiresRefreshAt } (rotated)
 *                                                  401 REFRESH_TOKEN_INVALID | REFRESH_TOKEN_EXPIRED | REFRESH_TOKEN_REUSED
 *   POST {authUrl}/logout  { refreshToken }      -> 204 (revokes the refresh token)
 */

/** Path of the current user's profile under the main API (our design; the spec shows no path). Needs the bearer token. */
export const CURRENT_USER_PATH = 'v1/users/me';

/** Path of the login call under the auth URL. */
export const LOGIN_PATH = 'login';
/** Path of the token refresh call under the auth URL. */
export const TOKEN_PATH = 'token';
/** Path of the logout call under the auth URL. */
export const LOGOUT_PATH = 'logout';

/** Body of POST {authUrl}/login: the user ID and password (the form's rules: features/session/utils/login-form.ts). */
export interface LoginRequest {
  userId: string;
  password: string;
}

/** Tokens as the auth endpoint returns them; `expiresRefreshAt` an ISO 8601 instant (UTC). */
// zod/mini keeps the app shell small (TOOLCHAIN.md: zod/mini is about 18 kB lighter).
export const sessionTokensSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresRefreshAt: z.iso.datetime(),
}) satisfies z.ZodMiniType<SessionTokens>;

/** Answer of POST {authUrl}/login. */
export const loginResponseSchema = z.extend(sessionTokensSchema, {
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    companyName: z.string(),
    userId: z.string(),
    customerCode: z.string(),
    customerCountry: z.string().check(z.length(2)),
  }) satisfies z.ZodMiniType<CurrentUser>,
});
/** One parsed login answer. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;
