import axios, { type AxiosInstance } from 'axios';

import { AUTH_TIMEOUT_MS } from '@/config/limits';
import { getRuntimeConfig } from '@/config/runtime-config';
import {
  type CurrentUser,
  LOGIN_PATH,
  type LoginRequest,
  loginResponseSchema,
  LOGOUT_PATH,
  type SessionTokens,
  sessionTokensSchema,
  TOKEN_PATH,
} from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { removeDraftsOf } from '@/lib/draft-storage';
import { freezeUrlAndSign } from '@/lib/request-signing';
import { toApiError } from '@/lib/to-api-error';
import { postSessionMessage } from '@/services/session/broadcast';

function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * The plain client of the auth endpoint: never the intercepted API client (so a refresh cannot trigger a refresh),
 * no bearer, signed when a request-date secret is configured, failures normalised to ApiError. Timeout
 * {@link AUTH_TIMEOUT_MS} (not the API's 600000 ms: a hung refresh would hold every tab's requests); a timeout fails as
 * a network error (status 0 NETWORK_ERROR), like an unreachable server.
 */
export const authClient: AxiosInstance = axios.create({ timeout: AUTH_TIMEOUT_MS });
authClient.interceptors.request.use(async (config) => {
  const runtime = getRuntimeConfig();
  config.baseURL ??= ensureTrailingSlash(runtime.authUrl);
  return freezeUrlAndSign(authClient, config, runtime.requestDateSecret);
});
authClient.interceptors.response.use(undefined, async (error: unknown) => {
  const apiError = await toApiError(error);
  return Promise.reject(apiError.code === CLIENT_ERROR_CODES.TIMEOUT ? authTimeoutError() : apiError);
});

function authTimeoutError(): ApiError {
  return new ApiError({
    code: CLIENT_ERROR_CODES.NETWORK,
    status: 0,
    message: 'The auth service did not answer in time.',
  });
}

/**
 * POSTs to the auth endpoint, aborted after {@link AUTH_TIMEOUT_MS} by a timer of our own (besides the client's
 * timeout): it holds in every axios adapter and fake timers drive it in tests.
 */
async function postAuth(path: string, body: unknown): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, AUTH_TIMEOUT_MS);
  try {
    const { data } = await authClient.post<unknown>(path, body, { signal: controller.signal });
    return data;
  } catch (error) {
    if (controller.signal.aborted) throw authTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POST {authUrl}/token: exchanges a refresh token for rotated tokens. Rejects with ApiError (401 when refused; status 0
 * NETWORK_ERROR when unreachable or after {@link AUTH_TIMEOUT_MS}).
 */
export async function postRefresh(refreshToken: string): Promise<SessionTokens> {
  return sessionTokensSchema.parse(await postAuth(TOKEN_PATH, { refreshToken }));
}

/**
 * Logs in (POST {authUrl}/login), stores the session and tells the other tabs. Rejects with ApiError: 401
 * INVALID_CREDENTIALS, 403 ACCOUNT_LOCKED, status 0 NETWORK_ERROR when the server cannot be reached or has not answered
 * within {@link AUTH_TIMEOUT_MS}.
 */
export async function logIn(request: LoginRequest): Promise<CurrentUser> {
  const { user, ...tokens } = loginResponseSchema.parse(await postAuth(LOGIN_PATH, request));
  sessionStore.getState().logIn(user, tokens);
  postSessionMessage({ type: 'logged-in', user });
  return user;
}

/**
 * Logs out here and in every other tab (BroadcastChannel). The server revokes the refresh token on a best-effort
 * call: the local logout never waits for or fails on the network. `reason` is passed to the other tabs. An explicit
 * logout ('user') also removes the user's drafts; after a session timeout they stay for the same user's next login.
 */
export function logOut(reason: 'user' | 'session-timeout' | 'refresh-failed' = 'user'): void {
  const { refreshToken, user } = sessionStore.getState();
  sessionStore.getState().logOut();
  if (reason === 'user' && user) removeDraftsOf(user.userId);
  postSessionMessage({ type: 'logged-out', reason });
  if (refreshToken && reason !== 'refresh-failed') {
    authClient.post(LOGOUT_PATH, { refreshToken }).catch(() => {
      // Best effort: the token expires on its own; the user is logged out locally either way.
    });
  }
}
