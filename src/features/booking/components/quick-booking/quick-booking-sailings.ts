import { queryOptions } from '@tanstack/react-query';

import {
  isPortCutOffPassed,
  type QuickBookingSailing,
  type QuickBookingSearch,
  sailingOfRoute,
} from '@/domain/booking/quick-booking-url';
import {
  POINT_TO_POINT_PATH,
  type PointToPointParams,
  pointToPointResponseSchema,
} from '@/domain/schedule-search/point-to-point-contract';
import { apiClient } from '@/lib/api-client';
import { addDaysToIsoDate } from '@/lib/dates';

/*
 * The sailings quick booking offers: the point-to-point schedule (GET v1/schedule/point-to-point, the contract in
 * domain/schedule-search) for the search's origin and destination, CY to CY, departing within SEARCH_DAYS of the
 * date.
 */

/** Days of departures listed from the search date (the schedule's default window is four weeks). */
export const SEARCH_DAYS = 28;

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
  const params: PointToPointParams = {
    porCode: search.originCode,
    delCode: search.destinationCode,
    fromDate: search.fromDate,
    toDate: addDaysToIsoDate(search.fromDate, SEARCH_DAYS),
    rcvTermCode: 'Y',
    deTermCode: 'Y',
  };
  const { data } = await apiClient.get<unknown>(POINT_TO_POINT_PATH, { params, signal });
  const options: SailingOption[] = [];
  for (const route of pointToPointResponseSchema.parse(data).routes) {
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
