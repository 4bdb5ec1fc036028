/*
 * The session feature's API contract (paths and shapes the mock carrier backend implements). The auth endpoint's own
 * paths (login, token, logout on `authUrl`) stay in src/lib/session-auth.ts while the session code lives in lib/
 * (README "Architecture": moving it out is open work).
 */

/** Path of the current user's profile under the main API (our design; the spec shows no path). Needs the bearer token. */
export const CURRENT_USER_PATH = 'v1/users/me';
