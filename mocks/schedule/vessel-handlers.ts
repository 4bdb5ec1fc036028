import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import {
  SERVICE_SCHEDULES_PATH,
  VESSEL_SCHEDULES_PATH,
  VESSELS_PATH,
  vesselScheduleParamsSchema,
  vesselSearchParamsSchema,
} from '@/features/schedule/api/vessel-schedule-contract';

import { apiUrl, badRequest } from '../http';
import { DEFAULT_SEED, scheduleGenerator } from './data/schedule-generator';
import {
  commercialSchedules,
  matchingCalls,
  operationalSchedules,
  searchVessels,
} from './data/vessel-schedule-answers';

/*
 * The vessel schedule API of the mock carrier backend (docs/areas/schedule.md), over the point-to-point network.
 *
 * GET {API}/v1/schedule/vessels?keyword=one apu | ?callSign=9V1234   (our design)
 *      -> 200 { vessels: Vessel[] } (DCSA CS 1.0.3 Vessel; at most 20)
 * GET {API}/v1/vessel-schedules?vesselIMONumber=9321483&startDate=2026-11-01&endDate=2027-02-21   (DCSA CS 1.0.3)
 *      also vesselName, or carrierServiceCode + carrierVoyageNumber -> 200 ServiceSchedule[] ([] for an unknown vessel)
 * GET {API}/v3/service-schedules?...same query...   (DCSA OVS 3.0.2) -> 200 ServiceSchedule[] with delay reasons
 * Both schedules are as of the moment of the request (actual times up to now, estimates after). 400 on a bad query.
 */

function queryObject(url: URL): Record<string, string> {
  const entries: Record<string, string> = {};
  url.searchParams.forEach((value, key) => {
    if (value !== '') entries[key] = value;
  });
  return entries;
}

function scheduleHandler(path: string, answer: typeof commercialSchedules | typeof operationalSchedules) {
  return http.get(apiUrl(path), async ({ request }) => {
    const parsed = vesselScheduleParamsSchema.safeParse(queryObject(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    const calls = matchingCalls(scheduleGenerator.services, DEFAULT_SEED, parsed.data);
    await delay();
    return HttpResponse.json(answer(calls, Date.now()), {
      headers: { 'API-Version': path.startsWith('v3') ? '3.0.2' : '1.0.3' },
    });
  });
}

/** Happy-path handlers of the vessel schedule (tests override with `server.use`). */
export const vesselScheduleHandlers: RequestHandler[] = [
  http.get(apiUrl(VESSELS_PATH), async ({ request }) => {
    const parsed = vesselSearchParamsSchema.safeParse(queryObject(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    await delay();
    return HttpResponse.json({ vessels: searchVessels(scheduleGenerator.services, parsed.data) });
  }),
  scheduleHandler(VESSEL_SCHEDULES_PATH, commercialSchedules),
  scheduleHandler(SERVICE_SCHEDULES_PATH, operationalSchedules),
];
