import { http, HttpResponse, type RequestHandler } from 'msw';

import { type Profile, PROFILE_PATH, profileUpdateSchema } from '@/features/profile/api/profile-api';

import { DEMO_USERS, verifyAccessToken } from '../auth/auth-db';
import { apiUrl, badRequest, errorResponse } from '../http';

/*
 * The current user's profile (our design; the spec lists no profile call).
 *
 * GET {API}/v1/users/me/profile  -> 200 Profile of the user the bearer token belongs to
 * PUT {API}/v1/users/me/profile  body ProfileUpdate (firstName, lastName, jobTitle, phone, preferredLanguage,
 *                                timeZone) -> 200 the saved Profile; 400 {code, status, message} on invalid input.
 * 401 without a valid bearer (the auth guard answers first). Profiles are kept in localStorage in the browser (every
 * tab and a reload see the same profile, like a real server) and in memory under Node.
 */

/** localStorage key of the saved profiles (userId -> Profile). */
export const PROFILE_DB_KEY = 'one-ecom.mock-profiles';

/** What the demo accounts (mocks/auth/auth-db.ts) add to their current user: contact details and preferences. */
const DEMO_DETAILS: Record<string, Pick<Profile, 'email' | 'jobTitle' | 'phone' | 'preferredLanguage' | 'timeZone'>> = {
  'demo.shipper': {
    email: 'minjun.kim@hanil-elec.co.kr',
    jobTitle: 'Export Logistics Manager',
    phone: '+82 51 740 2315',
    preferredLanguage: 'en',
    timeZone: 'Asia/Seoul',
  },
  'demo.forwarder': {
    email: 's.mueller@hansa-spedition.de',
    jobTitle: 'Ocean Freight Coordinator',
    phone: '+49 40 3785 2210',
    preferredLanguage: 'en',
    timeZone: 'Europe/Berlin',
  },
  'demo.locked': {
    email: 'arjun.mehta@coromandeltex.in',
    jobTitle: 'Shipping Executive',
    phone: '+91 44 2524 6630',
    preferredLanguage: 'en',
    timeZone: 'Asia/Kolkata',
  },
  'demo.expired': {
    email: 'y.tanaka@setouchi-trading.co.jp',
    jobTitle: 'Logistics Specialist',
    phone: '+81 82 251 4470',
    preferredLanguage: 'ja',
    timeZone: 'Asia/Tokyo',
  },
};

/** The profile a demo account starts with, or undefined for an unknown user ID. */
export function initialProfile(userId: string): Profile | undefined {
  const demo = DEMO_USERS.find((entry) => entry.user.userId === userId);
  const details = DEMO_DETAILS[userId];
  if (!demo || !details) return undefined;
  const { firstName, lastName, companyName, customerCode } = demo.user;
  return { userId, firstName, lastName, companyName, customerCode, ...details };
}

let memory: Record<string, Profile> = {};

function readProfiles(): Record<string, Profile> {
  if (typeof localStorage === 'undefined') return memory;
  try {
    return JSON.parse(localStorage.getItem(PROFILE_DB_KEY) ?? '{}') as Record<string, Profile>;
  } catch {
    return {};
  }
}

function writeProfiles(profiles: Record<string, Profile>): void {
  if (typeof localStorage === 'undefined') memory = profiles;
  else localStorage.setItem(PROFILE_DB_KEY, JSON.stringify(profiles));
}

/** Forgets every saved profile (tests call it between cases). */
export function resetProfile(): void {
  memory = {};
  if (typeof localStorage !== 'undefined') localStorage.removeItem(PROFILE_DB_KEY);
}

function currentProfile(request: Request): Profile | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const userId = token ? verifyAccessToken(token) : null;
  if (!userId) return undefined;
  return readProfiles()[userId] ?? initialProfile(userId);
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to see your profile.');

/** Handlers of the profile resource. */
export const profileHandlers: RequestHandler[] = [
  http.get(apiUrl(PROFILE_PATH), ({ request }) => {
    const profile = currentProfile(request);
    return profile ? HttpResponse.json(profile) : notLoggedIn();
  }),
  http.put(apiUrl(PROFILE_PATH), async ({ request }) => {
    const profile = currentProfile(request);
    if (!profile) return notLoggedIn();
    const parsed = profileUpdateSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error);
    const saved = { ...profile, ...parsed.data };
    writeProfiles({ ...readProfiles(), [profile.userId]: saved });
    return HttpResponse.json(saved);
  }),
];
