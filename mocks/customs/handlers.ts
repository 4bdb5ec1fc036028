import { http, HttpResponse, type RequestHandler } from 'msw';

import { ICS2_BOOKINGS_PATH, ics2BookingListParamsSchema, ics2DataSchema } from '@/domain/customs/customs-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { apiUrl, badRequest, errorResponse, fieldErrorResponse, toJsonPath } from '../http';
import { getIcs2Booking, listIcs2Bookings, saveIcs2Booking } from './customs-store';

/*
 * The mock carrier's ICS2 API (contract: src/domain/customs/customs-contract.ts; docs/areas/customs.md).
 *
 * GET {API}/v1/customs/ics2/bookings?page&pageSize          -> 200 Ics2BookingListResponse
 * GET {API}/v1/customs/ics2/bookings/{bookingReference}     -> 200 Ics2BookingDetail; 404 ICS2_BOOKING_NOT_FOUND
 * PUT {API}/v1/customs/ics2/bookings/{bookingReference}     Ics2Data -> 200 Ics2BookingDetail; 422 INVALID_ICS2_DATA
 * 401 UNAUTHORIZED without a valid bearer.
 */

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to see your EU customs information.');
const notFound = (reference: string) =>
  errorResponse(404, 'ICS2_BOOKING_NOT_FOUND', `There is no EU-bound booking ${reference} of yours.`);

/** Handlers of the ICS2 resource. */
export const customsHandlers: RequestHandler[] = [
  http.get(apiUrl(ICS2_BOOKINGS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const url = new URL(request.url);
    const parsed = ics2BookingListParamsSchema.safeParse({
      page: url.searchParams.get('page') ?? undefined,
      pageSize: url.searchParams.get('pageSize') ?? undefined,
    });
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(listIcs2Bookings(userId, parsed.data.page, parsed.data.pageSize, Date.now()));
  }),
  http.get(apiUrl(`${ICS2_BOOKINGS_PATH}/:bookingReference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const reference = String(params.bookingReference);
    const detail = getIcs2Booking(userId, reference, Date.now());
    return detail ? HttpResponse.json(detail) : notFound(reference);
  }),
  http.put(apiUrl(`${ICS2_BOOKINGS_PATH}/:bookingReference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = ics2DataSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ jsonPath: toJsonPath(issue.path), message: issue.message }));
      return fieldErrorResponse(422, 'INVALID_ICS2_DATA', 'Some ICS2 data is not in the right form.', errors);
    }
    const reference = String(params.bookingReference);
    const detail = saveIcs2Booking(userId, reference, parsed.data, Date.now());
    return detail ? HttpResponse.json(detail) : notFound(reference);
  }),
];
