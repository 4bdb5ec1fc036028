import { http, HttpResponse, type RequestHandler } from 'msw';

import { type Profile, PROFILE_PATH, profileUpdateSchema } from '@/features/profile/api/profile-contract';

import { findAccount } from '../auth/accounts';
import { verifyAccessToken } from '../auth/auth-db';
import { defineUserDocument } from '../db';
import { apiUrl, badRequest, errorResponse } from '../http';

/*
 * The current user's profile (our design; the spec lists no profile call).
 *
 * GET {API}/v1/users/me/profile  -> 200 Profile of the user the bearer token belongs to
 * PUT {API}/v1/users/me/profile  body ProfileUpdate (firstName, lastName, jobTitle, phone, preferredLanguage,
 *                                timeZone) -> 200 the saved Profile; 400 {code, status, message} on invalid input.
 * 401 without a valid bearer (the auth guard answers first). Profiles are per-user documents of the mock database
 * (mocks/db.ts): every tab and a reload see the same profile, like a real server.
 */

/** The profile an account starts with (its current user and details), or undefined for an unknown user ID. */
export function initialProfile(userId: string): Profile | undefined {
  const account = findAccount(userId);
  if (!account) return undefined;
  const { firstName, lastName, companyName, customerCode } = account.user;
  return { userId: account.user.userId, firstName, lastName, companyName, customerCode, ...account.details };
}

/** The saved profiles: one per user, the account's initial profile until the first save. */
const profiles = defineUserDocument<Profile>('profile', initialProfile);

async function currentProfile(request: Request): Promise<Profile | undefined> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const userId = token ? await verifyAccessToken(token) : null;
  return userId ? profiles.get(userId) : undefined;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to see your profile.');

/** Handlers of the profile resource. */
export const profileHandlers: RequestHandler[] = [
  http.get(apiUrl(PROFILE_PATH), async ({ request }) => {
    const profile = await currentProfile(request);
    return profile ? HttpResponse.json(profile) : notLoggedIn();
  }),
  http.put(apiUrl(PROFILE_PATH), async ({ request }) => {
    const profile = await currentProfile(request);
    if (!profile) return notLoggedIn();
    const parsed = profileUpdateSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error);
    const saved = { ...profile, ...parsed.data };
    profiles.set(profile.userId, saved);
    return HttpResponse.json(saved);
  }),
];
