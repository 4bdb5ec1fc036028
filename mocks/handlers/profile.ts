import { http, HttpResponse, type RequestHandler } from 'msw';

import { type Profile, PROFILE_PATH, profileUpdateSchema } from '@/features/profile/api/profile-api';

import { apiUrl, badRequest } from '../http';

/*
 * The current user's profile (our design; the spec lists no profile call).
 *
 * GET {API}/v1/users/me/profile  -> 200 Profile
 * PUT {API}/v1/users/me/profile  body ProfileUpdate (firstName, lastName, jobTitle, phone, preferredLanguage,
 *                                timeZone) -> 200 the saved Profile; 400 {code, status, message} on invalid input.
 * The profile is kept in memory for the page session, so an edit survives navigation and a refetch (not a reload).
 * The mock does not check the bearer token: the session's HTTP client attaches it and a real server answers 401.
 */

/** The profile every mock session starts with: a forwarder's export coordinator in Singapore. */
export const INITIAL_PROFILE: Profile = {
  userId: 'SGTANWL01',
  email: 'wei.ling.tan@straitsfreight.com.sg',
  firstName: 'Wei Ling',
  lastName: 'Tan',
  jobTitle: 'Export Coordinator',
  phone: '+65 6225 1234',
  companyName: 'Straits Freight Forwarding Pte. Ltd.',
  customerCode: 'SG00451870',
  preferredLanguage: 'en',
  timeZone: 'Asia/Singapore',
};

let profile: Profile = { ...INITIAL_PROFILE };

/** Restores {@link INITIAL_PROFILE} (tests call it between cases). */
export function resetProfile(): void {
  profile = { ...INITIAL_PROFILE };
}

/** Handlers of the profile resource. */
export const profileHandlers: RequestHandler[] = [
  http.get(apiUrl(PROFILE_PATH), () => HttpResponse.json(profile)),
  http.put(apiUrl(PROFILE_PATH), async ({ request }) => {
    const parsed = profileUpdateSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error);
    profile = { ...profile, ...parsed.data };
    return HttpResponse.json(profile);
  }),
];
