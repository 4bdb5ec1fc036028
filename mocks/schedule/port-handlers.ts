import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import { PORT_SCHEDULES_PATH, portScheduleParamsSchema } from '@/features/schedule/api/port-schedule-contract';

import { apiUrl, badRequest, errorResponse } from '../http';
import { callsAtPort } from './data/port-calls';
import { portSchedules } from './data/port-schedule-answers';
import { getPort } from './data/ports';
import { DEFAULT_SEED, scheduleGenerator } from './data/schedule-generator';

/*
 * The port schedule API of the mock carrier backend (docs/areas/schedule.md "Port schedule").
 *
 * GET {API}/v1/port-schedules?UNLocationCode=KRPUS&date=2026-11-28&endDate=2026-12-25   (DCSA CS 1.0.3 + endDate)
 *      -> 200 PortSchedule[] (one per terminal; [] when no vessel calls), as of the moment of the request (actual
 *         times up to now, estimates after), header API-Version 1.0.3
 *      -> 400 on a malformed query, a period over 28 days, or a UN/LOCODE the network does not know
 */

/** Happy-path handlers of the port schedule (tests override with `server.use`). */
export const portScheduleHandlers: RequestHandler[] = [
  http.get(apiUrl(PORT_SCHEDULES_PATH), async ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = portScheduleParamsSchema.safeParse(query);
    if (!parsed.success) return badRequest(parsed.error);
    const { UNLocationCode, date, endDate } = parsed.data;
    if (!getPort(UNLocationCode)) return errorResponse(400, 'INVALID_REQUEST', 'UNLocationCode does not exist');
    const calls = callsAtPort(scheduleGenerator.services, DEFAULT_SEED, UNLocationCode, { date, endDate });
    await delay();
    return HttpResponse.json(portSchedules(calls, Date.now()), { headers: { 'API-Version': '1.0.3' } });
  }),
];
