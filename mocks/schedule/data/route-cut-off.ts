import type { PointToPointRoute, SailInfo } from '@/domain/schedule-search/point-to-point-contract';

import { wireTimeToEpochMs } from './zoned-time';

/*
 * The port cut-off of a point-to-point route: what decides whether a sailing can still be booked or quoted
 * (docs/areas/booking.md, rejection rules; docs/areas/prices.md, offers). Shared by the booking and the prices mocks.
 */

/** The first vessel leg of a route (from POL). */
export function firstVesselLeg(route: PointToPointRoute): SailInfo | undefined {
  return route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL');
}

/** The instant of the route's port cut-off (PCO) at POL, epoch ms. */
export function portCutOffMs(route: PointToPointRoute): number {
  const pco = route.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO');
  const departure = firstVesselLeg(route)?.departureDate ?? route.departureDate;
  return wireTimeToEpochMs(pco?.cutOffDateTime ?? departure, route.pol.timeZone);
}
