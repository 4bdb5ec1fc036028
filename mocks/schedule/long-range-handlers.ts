import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import {
  LONG_RANGE_DOWNLOADS_PATH,
  longRangeFileRequestSchema,
  longRangeParamsSchema,
  SCHEDULE_SERVICES_PATH,
} from '@/features/schedule/api/long-range-schedule-contract';
import { SERVICE_SCHEDULES_PATH } from '@/features/schedule/api/vessel-schedule-contract';

import { apiUrl, badRequest, errorResponse } from '../http';
import { longRangeAnswer, longRangeEntries, scheduleServiceList } from './data/long-range';
import { buildLongRangeWorkbook, longRangeExportRows } from './data/long-range-export';
import { DEFAULT_SEED, scheduleGenerator } from './data/schedule-generator';

/*
 * The long-range schedule API of the mock carrier backend (docs/areas/schedule.md "Long-range schedule").
 *
 * GET {API}/v1/schedule/services   (our design) -> 200 { services: ScheduleService[] } (code, name, trade lane, rotation)
 * GET {API}/v3/service-schedules?carrierServiceCode=FE4&startDate=2026-11-30&endDate=2027-02-21   (DCSA OVS 3.0.2)
 *      -> 200 ServiceSchedule[]: every vessel of the service with its calls, blank sailings as statusCodes ['BLNK'];
 *      at most 12 weeks (400 beyond). A query naming a vessel or a voyage is the vessel schedule's
 *      (mocks/schedule/vessel-handlers.ts): this handler falls through to it.
 * POST {API}/v1/schedule/long-range/files/downloads   body LongRangeFileRequest (our design)
 *      -> 200 the xlsx (one sheet per service, voyages as rows, ports as columns); 404 for an unknown service.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const VESSEL_OR_VOYAGE = ['vesselIMONumber', 'vesselName', 'carrierVoyageNumber'];

function queryObject(url: URL): Record<string, string> {
  const entries: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    if (value !== '') entries[key] = value;
  });
  return entries;
}

/** Happy-path handlers of the long-range schedule; registered before the vessel schedule's (mocks/handlers.ts). */
export const longRangeScheduleHandlers: RequestHandler[] = [
  http.get(apiUrl(SCHEDULE_SERVICES_PATH), async () => {
    await delay();
    return HttpResponse.json({ services: scheduleServiceList(scheduleGenerator.services) });
  }),

  http.get(apiUrl(SERVICE_SCHEDULES_PATH), async ({ request }) => {
    const query = queryObject(new URL(request.url));
    // Returning nothing hands the request to the next handler: the vessel schedule answers vessel and voyage queries.
    if (query.carrierServiceCode === undefined || VESSEL_OR_VOYAGE.some((key) => key in query)) return undefined;
    const parsed = longRangeParamsSchema.safeParse(query);
    if (!parsed.success) return badRequest(parsed.error);
    await delay();
    return HttpResponse.json(longRangeAnswer(scheduleGenerator.services, DEFAULT_SEED, parsed.data, Date.now()), {
      headers: { 'API-Version': '3.0.2' },
    });
  }),

  http.post(apiUrl(LONG_RANGE_DOWNLOADS_PATH), async ({ request }) => {
    const parsed = longRangeFileRequestSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    const { carrierServiceCodes, startDate, endDate } = parsed.data;
    const nowMs = Date.now();
    const sheets = [];
    for (const carrierServiceCode of carrierServiceCodes) {
      const params = { carrierServiceCode, startDate, endDate };
      const { service, entries } = longRangeEntries(scheduleGenerator.services, DEFAULT_SEED, params, nowMs);
      if (!service) return errorResponse(404, 'NOT_FOUND', `Unknown service ${carrierServiceCode}`);
      sheets.push({ service, rows: longRangeExportRows(service, entries) });
    }
    const workbook = await buildLongRangeWorkbook(sheets, { startDate, endDate });
    await delay();
    return new HttpResponse(workbook, {
      headers: {
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': `attachment; filename="ONE Long Range Schedule ${startDate}.xlsx"`,
      },
    });
  }),
];
