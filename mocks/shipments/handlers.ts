import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  bookingExportParamsSchema,
  BOOKINGS_EXPORT_MEDIA_TYPE,
  BOOKINGS_EXPORT_PATH,
} from '@/domain/booking/booking-list-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { listBookings } from '../booking/booking-list';
import { apiUrl, badRequest, errorResponse, listQueryOf } from '../http';
import { buildShipmentsWorkbook } from './shipments-export';

/*
 * GET {API}/v1/bookings/files/downloads?status&polCode&podCode&departureFrom&departureTo&q&sort -> 200 xlsx: every
 * booking of the user matching the list's filters, in the list's order (the shipments overview's export). 400 on a
 * query the contract refuses, 401 without a valid bearer. Rows come from the booking backend's own list
 * (mocks/booking/booking-list.ts), so the export and the list never disagree.
 */

/** Most rows one export carries (the forwarder demo account has about 10,000 bookings). */
export const SHIPMENTS_EXPORT_MAX_ROWS = 20_000;

/** Handlers of the shipments export. */
export const shipmentsHandlers: RequestHandler[] = [
  http.get(apiUrl(BOOKINGS_EXPORT_PATH), async ({ request }) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    const userId = token ? await verifyAccessToken(token) : null;
    if (!userId) return errorResponse(401, 'UNAUTHORIZED', 'Log in to export your bookings.');
    const parsed = bookingExportParamsSchema.safeParse(listQueryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    // One page as large as the export allows: the list's own filtering and sorting, without its page sizes.
    const { bookings } = listBookings(
      userId,
      { ...parsed.data, page: 1, pageSize: SHIPMENTS_EXPORT_MAX_ROWS },
      Date.now(),
    );
    const workbook = await buildShipmentsWorkbook(bookings);
    return new HttpResponse(workbook, {
      headers: {
        'Content-Type': BOOKINGS_EXPORT_MEDIA_TYPE,
        'Content-Disposition': 'attachment; filename="ONE Shipments.xlsx"',
      },
    });
  }),
];
