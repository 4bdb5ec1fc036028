import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import { LOCATIONS_PATH, locationSearchParamsSchema } from '@/domain/location/location-contract';
import {
  DOWNLOADS_PATH,
  EMAILS_PATH,
  emailScheduleRequestSchema,
  POINT_TO_POINT_PATH,
  type PointToPointFileRequest,
  pointToPointFileRequestSchema,
  pointToPointParamsSchema,
} from '@/domain/schedule-search/point-to-point-contract';

import { apiUrl, badRequest, errorResponse } from '../http';
import { routesWithKnownDelays } from './data/route-delays';
import { orderExportRoutes, routesOfService, routesOpenForBooking } from './data/route-order';
import { buildScheduleCsv, buildScheduleWorkbook } from './data/schedule-export';
import { scheduleGenerator } from './data/schedule-generator';
import { sendEmail } from './outbox';

/*
 * The point-to-point schedule API of the mock carrier backend.
 *
 * GET  {API}/v1/schedule/point-to-point/locations?keyword=bus&userCountryCode=KR      (docs/requirements.md §7)
 *      -> 200 { locations: ScheduleLocation[] } (at most 50; ports of userCountryCode first)
 * GET  {API}/v1/schedule/point-to-point?porCode=KRPUS&delCode=NLRTM&fromDate=2026-11-21&toDate=2026-12-19
 *        &rcvTermCode=D&deTermCode=Y[&tsFlag=D|T]
 *      Our design (the spec shows no path): the search state of docs/requirements.md §3, `pointToPointParams`.
 *      fromDate/toDate bound the departure from POR (its local dates, inclusive, at most 62 days apart);
 *      rcvTermCode/deTermCode D (Door, adds truck legs) or Y (CY), default D; tsFlag D direct only, T transshipment
 *      only, absent for all.
 *      -> 200 { routes: PointToPointRoute[] } sorted by departure; 400 on invalid params; 404 when a code is unknown.
 * POST {API}/v1/schedule/point-to-point/files/downloads   body PointToPointFileRequest (docs/requirements.md §7)
 *      -> 200 the xlsx or csv file (Content-Disposition attachment); routes sorted by sortBy, filtered by service and bookingFilter.
 * POST {API}/v1/schedule/point-to-point/emails             body EmailScheduleRequest, header Idempotency-Key
 *      -> 202 { messageId, recipients }; a repeated Idempotency-Key answers the first messageId again.
 * Errors: `{code, status, message}` (docs/requirements.md §7).
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function queryObject(url: URL): Record<string, string> {
  const entries: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    if (value !== '') entries[key] = value;
  });
  return entries;
}

function unknownLocation(codes: readonly string[]) {
  const missing = codes.find((code) => !scheduleGenerator.hasLocation(code));
  return missing ? errorResponse(404, 'LOCATION_NOT_FOUND', `No location with UN/LOCODE ${missing}`) : null;
}

function exportRoutes(request: PointToPointFileRequest) {
  const routes = scheduleGenerator.findRoutes({
    porCode: request.porCode,
    delCode: request.delCode,
    fromDate: request.fromDate,
    toDate: request.toDate,
    rcvTermCode: request.rcvTermCode,
    deTermCode: request.deTermCode,
    ...(request.tsFlag ? { tsFlag: request.tsFlag } : {}),
  });
  const ofService = routesOfService(routes, request.service);
  const kept = request.bookingFilter === 'BOOKING' ? routesOpenForBooking(ofService, Date.now()) : ofService;
  return orderExportRoutes(kept, request.sortBy);
}

/**
 * Link back to the schedule page showing the same search as a calendar of the exported month, in the page's URL
 * parameters (docs/requirements.md §3, the carrier's legacy names); view options at their defaults are left out.
 */
function scheduleUrl(origin: string, request: PointToPointFileRequest): string {
  const params = new URLSearchParams([
    ['oriLocNmParam', request.porName],
    ['oriLocCdParam', request.porCode],
    ['oriTermCdPara', request.rcvTermCode],
    ['destLocNmParam', request.delName],
    ['destLocCdParam', request.delCode],
    ['desTermCdPara', request.deTermCode],
    ['frmDtParam', request.fromDate],
    ['toDtParam', request.toDate],
  ]);
  if (request.tsFlag) params.set('tsIndParam', request.tsFlag);
  params.set('cmdParam', 'search');
  params.set('searchType', 'Calendar');
  params.set('year', String(Number(request.fromDate.slice(0, 4))));
  params.set('month', String(Number(request.fromDate.slice(5, 7))));
  if (request.sortBy !== 'departure') params.set('sortBy', request.sortBy);
  if (request.service) params.set('service', request.service);
  if (request.bookingFilter === 'BOOKING') params.set('bookingFilter', 'BOOKING');
  return `${origin}/one-ecom/schedule/point-to-point-schedule?${params.toString()}`;
}

/** Happy-path handlers of the schedule resource (tests override with `server.use`). */
export const scheduleHandlers: RequestHandler[] = [
  http.get(apiUrl(LOCATIONS_PATH), async ({ request }) => {
    const parsed = locationSearchParamsSchema.safeParse(queryObject(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    await delay();
    return HttpResponse.json({
      locations: scheduleGenerator.searchLocations(parsed.data.keyword, parsed.data.userCountryCode),
    });
  }),

  http.get(apiUrl(POINT_TO_POINT_PATH), async ({ request }) => {
    const parsed = pointToPointParamsSchema.safeParse(queryObject(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    const missing = unknownLocation([parsed.data.porCode, parsed.data.delCode]);
    if (missing) return missing;
    await delay();
    return HttpResponse.json({ routes: routesWithKnownDelays(scheduleGenerator.findRoutes(parsed.data), Date.now()) });
  }),

  http.post(apiUrl(DOWNLOADS_PATH), async ({ request }) => {
    const parsed = pointToPointFileRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    const missing = unknownLocation([parsed.data.porCode, parsed.data.delCode]);
    if (missing) return missing;
    const routes = exportRoutes(parsed.data);
    const link = scheduleUrl(new URL(request.url).origin, parsed.data);
    const name = `ONE P2P Schedule ${parsed.data.porCode} to ${parsed.data.delCode}.${parsed.data.fileType}`;
    const headers = { 'Content-Disposition': `attachment; filename="${name}"` };
    await delay();
    if (parsed.data.fileType === 'csv') {
      return new HttpResponse(buildScheduleCsv(routes, link), {
        headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }
    const workbook = await buildScheduleWorkbook(routes, parsed.data, link);
    return new HttpResponse(workbook, { headers: { ...headers, 'Content-Type': XLSX_TYPE } });
  }),

  http.post(apiUrl(EMAILS_PATH), async ({ request }) => {
    const parsed = emailScheduleRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    const missing = unknownLocation([
      parsed.data.pointToPointFileRequest.porCode,
      parsed.data.pointToPointFileRequest.delCode,
    ]);
    if (missing) return missing;
    const messageId = sendEmail(parsed.data, request.headers.get('Idempotency-Key'));
    await delay();
    return HttpResponse.json({ messageId, recipients: parsed.data.recipients }, { status: 202 });
  }),
];
