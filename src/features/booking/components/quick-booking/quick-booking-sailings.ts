import { queryOptions } from '@tanstack/react-query';

import { z } from '@/config/zod-mini';
import {
  isPortCutOffPassed,
  type QuickBookingSailing,
  type QuickBookingSearch,
  sailingOfRoute,
} from '@/domain/booking/quick-booking-url';
import { apiClient } from '@/lib/api-client';
import { addDaysToIsoDate } from '@/lib/dates';

/*
 * The sailings quick booking offers: the point-to-point schedule (GET v1/schedule/point-to-point, the schedule
 * feature's contract) for the search's origin and destination, CY to CY, departing within SEARCH_DAYS of the date.
 * A feature never imports another feature, so this reads the answer with a schema of only the fields a sailing needs
 * (the schedule contract stays the full description; the mock validates against it).
 */

/** The schedule's point-to-point path (features/schedule/api/schedule-contract.ts POINT_TO_POINT_PATH). */
const POINT_TO_POINT_PATH = 'v1/schedule/point-to-point';
/** Days of departures listed from the search date (the schedule's default window is four weeks). */
export const SEARCH_DAYS = 28;

const location = z.object({ locationCode: z.string(), locationName: z.string(), timeZone: z.string() });
const routeSchema = z.object({
  key: z.string(),
  receiptTypeAtOrigin: z.enum(['SD', 'CY']),
  deliveryTypeAtDestination: z.enum(['SD', 'CY']),
  por: location,
  pol: location,
  pod: location,
  del: location,
  departureDate: z.string(),
  arrivalDate: z.string(),
  transitTime: z.number(),
  sailInfo: z.array(
    z.object({
      modeOfTransport: z.string(),
      vesselName: z.nullable(z.string()),
      vesselIMONumber: z.nullable(z.string()),
      voyageNumber: z.nullable(z.string()),
      serviceCode: z.nullable(z.string()),
    }),
  ),
  cutOffTimes: z.array(
    z.object({ cutOffDateTimeCode: z.string(), cutOffDateTime: z.string(), locationCode: z.string() }),
  ),
});
const responseSchema = z.object({ routes: z.array(routeSchema) });

/** One sailing of the list: the sailing itself, its transit in days, and whether its port cut-off has passed. */
export interface SailingOption {
  sailing: QuickBookingSailing;
  transitDays: number;
  closed: boolean;
}

/** GETs the sailings of `search`, in the schedule's order; `now` (epoch ms) decides which are closed. */
export async function getSailings(
  search: QuickBookingSearch,
  now: number,
  signal?: AbortSignal,
): Promise<SailingOption[]> {
  const params = {
    porCode: search.originCode,
    delCode: search.destinationCode,
    fromDate: search.fromDate,
    toDate: addDaysToIsoDate(search.fromDate, SEARCH_DAYS),
    rcvTermCode: 'Y',
    deTermCode: 'Y',
  };
  const { data } = await apiClient.get<unknown>(POINT_TO_POINT_PATH, { params, signal });
  const options: SailingOption[] = [];
  for (const route of responseSchema.parse(data).routes) {
    const sailing = sailingOfRoute(route);
    if (sailing) options.push({ sailing, transitDays: route.transitTime, closed: isPortCutOffPassed(sailing, now) });
  }
  return options;
}

/** Query of the sailings list (a key of quick booking's own: the schedule page's cache holds full routes). */
export const quickBookingSailingsQuery = (search: QuickBookingSearch) =>
  queryOptions({
    queryKey: ['quick-booking', 'sailings', search] as const,
    queryFn: ({ signal }) => getSailings(search, Date.now(), signal),
    // The list shows its own error with a retry.
    meta: { errorHandling: 'custom' },
  });
