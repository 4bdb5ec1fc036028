import type { PointToPointRoute, SortKey } from '@/domain/schedule-search/point-to-point-contract';

import { utcOffsetMinutes } from './zoned-time';

/*
 * The order and filter of the schedule export (POST v1/schedule/point-to-point/files/downloads), written from the API
 * contract, not taken from the page: the e2e check "the workbook lists the routes the page shows" then compares two
 * implementations of one definition instead of a function with itself.
 * - sortBy 'departure': the instant the route leaves its POR ('yyyy-MM-dd HH:mm:ss' local time of the POR's zone);
 *   'arrival': the instant it reaches its DEL (local time of the DEL's zone); 'transitTime': transit days. Ties: the
 *   earlier departure, then the route key (ascending), so the order is total.
 * - service: the routes with at least one VESSEL leg of that service-lane code; '' keeps every route.
 * - bookingFilter BOOKING: the routes open for booking at the request's moment: a VESSEL leg with vessel and voyage
 *   whose port cut-off (PCO at the POL, local time of the POL's zone) has not passed; ALL or absent keeps every route.
 */

const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The instant (epoch ms) of a wire date-time ('2026-11-24 18:00:00', local time without offset) in `timeZone`.
 * Throws RangeError for a text not in that format.
 */
export function localDateTimeToEpochMs(dateTime: string, timeZone: string): number {
  const match = WIRE_DATE_TIME.exec(dateTime);
  if (!match) throw new RangeError(`Not a schedule date-time: ${dateTime}`);
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  // The zone's offset at the instant itself: a first guess with the offset at the wall time read as UTC, then again
  // with the offset at that guess (right across a daylight-saving change).
  const guess = asUtc - utcOffsetMinutes(asUtc, timeZone) * 60_000;
  return asUtc - utcOffsetMinutes(guess, timeZone) * 60_000;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `routes` in the export's order for `sortBy` (see the module comment); a new array. */
export function orderExportRoutes(routes: readonly PointToPointRoute[], sortBy: SortKey): PointToPointRoute[] {
  const keyed = routes.map((route) => {
    const departure = localDateTimeToEpochMs(route.departureDate, route.por.timeZone);
    const primary =
      sortBy === 'arrival'
        ? localDateTimeToEpochMs(route.arrivalDate, route.del.timeZone)
        : sortBy === 'transitTime'
          ? route.transitTime
          : departure;
    return { route, departure, primary };
  });
  keyed.sort((a, b) => a.primary - b.primary || a.departure - b.departure || compareKeys(a.route.key, b.route.key));
  return keyed.map((entry) => entry.route);
}

/** The routes with a VESSEL leg of service-lane `service`; every route when `service` is ''. A new array. */
export function routesOfService(routes: readonly PointToPointRoute[], service: string): PointToPointRoute[] {
  if (service === '') return [...routes];
  return routes.filter((route) =>
    route.sailInfo.some((leg) => leg.modeOfTransport === 'VESSEL' && leg.serviceCode === service),
  );
}

/**
 * The routes open for booking at `nowMs` (epoch ms): a first VESSEL leg with vessel name and voyage, and no port
 * cut-off at the POL or one that is still ahead (docs/requirements.md §3 booking filter). A new array.
 */
export function routesOpenForBooking(routes: readonly PointToPointRoute[], nowMs: number): PointToPointRoute[] {
  return routes.filter((route) => {
    const leg = firstSeaLeg(route);
    if (!leg?.vesselName || !leg.voyageNumber) return false;
    const portCutOff = route.cutOffTimes.find(
      (cutOff) => cutOff.cutOffDateTimeCode === 'PCO' && cutOff.locationCode === route.pol.locationCode,
    );
    return !portCutOff || localDateTimeToEpochMs(portCutOff.cutOffDateTime, route.pol.timeZone) > nowMs;
  });
}

/** The route's first VESSEL leg (its first sea leg), or undefined for an all-truck route. */
export function firstSeaLeg(route: PointToPointRoute): PointToPointRoute['sailInfo'][number] | undefined {
  return route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL');
}
