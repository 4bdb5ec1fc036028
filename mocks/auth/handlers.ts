import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import { getRuntimeConfig } from '@/config/runtime-config';
import { LOGIN_PATH, LOGOUT_PATH, TOKEN_PATH } from '@/domain/session/session-contract';
import { CURRENT_USER_PATH } from '@/domain/session/session-contract';
import {
  canonicalString,
  hmacSha256Hex,
  pathAndQueryOf,
  REQUEST_DATE_HEADER,
  SIGNATURE_HEADER,
} from '@/lib/request-signing';

import { API_BASE, apiUrl, errorResponse } from '../http';
import { findAccount } from './accounts';
import { issueLogin, revokeRefreshToken, rotateRefreshToken, verifyAccessToken } from './auth-db';

/*
 * The auth endpoint and the bearer check of the mock carrier backend (paths: src/services/session/session-auth.ts).
 *
 * POST {AUTH}/login  { userId, password } -> 200 { user, accessToken, refreshToken, expiresRefreshAt }
 *                                            401 INVALID_CREDENTIALS, 403 ACCOUNT_LOCKED, 400 INVALID_REQUEST
 * POST {AUTH}/token  { refreshToken }     -> 200 rotated tokens; 401 REFRESH_TOKEN_INVALID | _EXPIRED | _REUSED
 * POST {AUTH}/logout { refreshToken }     -> 204
 * GET  {API}/v1/users/me                  -> 200 CurrentUser (protected: needs a valid bearer)
 * Every {API}/... and {LEGACY_API}/... request: a bearer that is unknown or expired -> 401 ACCESS_TOKEN_INVALID;
 * public endpoints (the schedule) accept anonymous calls; protected ones ({@link PROTECTED_PATHS}) answer 401
 * UNAUTHORIZED without a bearer. When a request-date secret is configured, auth calls need a valid signature
 * (401 SIGNATURE_INVALID).
 */

const AUTH_BASE = getRuntimeConfig().authUrl.replace(/\/$/, '');
const LEGACY_BASE = getRuntimeConfig().legacyApiBaseUrl.replace(/\/$/, '');

/** API paths that need a bearer token (everything else accepts anonymous calls). */
export const PROTECTED_PATHS: readonly string[] = [CURRENT_USER_PATH];

function authUrl(path: string): string {
  return `${AUTH_BASE}/${path}`;
}

async function signatureProblem(request: Request) {
  const secret = getRuntimeConfig().requestDateSecret;
  if (!secret) return null;
  const date = request.headers.get(REQUEST_DATE_HEADER);
  const signature = request.headers.get(SIGNATURE_HEADER);
  const expected = date ? await hmacSha256Hex(secret, canonicalString(date, pathAndQueryOf(request.url))) : null;
  if (!date || signature !== expected) {
    return errorResponse(401, 'SIGNATURE_INVALID', 'The Request-Date signature does not match.');
  }
  return null;
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

function guard(base: string) {
  return http.all(`${base}/*`, async ({ request }) => {
    const bearer = bearerOf(request);
    if (bearer !== null) {
      if (!(await verifyAccessToken(bearer))) {
        return errorResponse(401, 'ACCESS_TOKEN_INVALID', 'The access token is unknown or has expired.');
      }
      return undefined;
    }
    const path = new URL(request.url).pathname.slice(new URL(base, request.url).pathname.length + 1);
    if (PROTECTED_PATHS.includes(path)) return errorResponse(401, 'UNAUTHORIZED', 'Log in to use this service.');
    // Falls through to the resource's handler.
    return undefined;
  });
}

/** The bearer check of every API request; placed before the resource handlers. */
export const authGuardHandlers: RequestHandler[] = [guard(API_BASE), guard(LEGACY_BASE)];

/** The auth endpoint and the protected current-user call. */
export const authHandlers: RequestHandler[] = [
  http.post(authUrl(LOGIN_PATH), async ({ request }) => {
    const problem = await signatureProblem(request);
    if (problem) return problem;
    const body = await jsonBody(request);
    if (typeof body.userId !== 'string' || typeof body.password !== 'string') {
      return errorResponse(400, 'INVALID_REQUEST', 'userId and password are required.');
    }
    await delay();
    const demo = findAccount(body.userId);
    if (!demo || demo.password !== body.password) {
      return errorResponse(401, 'INVALID_CREDENTIALS', 'The user ID or password is wrong.');
    }
    if (demo.locked) {
      return errorResponse(403, 'ACCOUNT_LOCKED', 'The account is locked after too many failed logins.');
    }
    return HttpResponse.json({ user: demo.user, ...(await issueLogin(demo)) });
  }),

  http.post(authUrl(TOKEN_PATH), async ({ request }) => {
    const problem = await signatureProblem(request);
    if (problem) return problem;
    const body = await jsonBody(request);
    if (typeof body.refreshToken !== 'string') {
      return errorResponse(400, 'INVALID_REQUEST', 'refreshToken is required.');
    }
    const result = await rotateRefreshToken(body.refreshToken);
    if (!result.ok) return errorResponse(401, result.code, 'The refresh token was refused.');
    return HttpResponse.json(result.tokens);
  }),

  http.post(authUrl(LOGOUT_PATH), async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body.refreshToken === 'string') revokeRefreshToken(body.refreshToken);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(apiUrl(CURRENT_USER_PATH), async ({ request }) => {
    const userId = await verifyAccessToken(bearerOf(request) ?? '');
    const demo = userId ? findAccount(userId) : undefined;
    if (!demo) return errorResponse(401, 'UNAUTHORIZED', 'Log in to use this service.');
    return HttpResponse.json(demo.user);
  }),
];
