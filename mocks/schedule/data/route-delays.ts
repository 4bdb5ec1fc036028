import type { PointToPointRoute, SailInfo } from '@/domain/schedule-search/point-to-point-contract';

import { sailingDelays } from './sailing-delays';
import type { CallDelay } from './vessel-calls';
import { toLocalHour, wireTimeToEpochMs } from './zoned-time';

/*
 * The point-to-point routes with the delays the carrier knows at a given instant (docs/areas/schedule.md "Delays"):
 * the same facts as the vessel schedule's calls and the tracking events (./sailing-delays.ts).
 */

function withDelays(leg: SailInfo, nowMs: number): SailInfo {
  if (leg.modeOfTransport !== 'VESSEL') return leg;
  const plannedDepartureMs = wireTimeToEpochMs(leg.departureDate, leg.departureLocation.timeZone);
  const facts = sailingDelays({
    vesselIMONumber: leg.vesselIMONumber,
    vesselName: leg.vesselName,
    loadPort: leg.departureLocation.locationCode,
    dischargePort: leg.arrivalLocation.locationCode,
    plannedDepartureMs,
  });
  const known = (delay: CallDelay | null) => (delay && delay.knownAtMs <= nowMs ? delay : null);
  const departure = known(facts.departure);
  const arrival = known(facts.arrival);
  if (!departure && !arrival) return leg;
  const plannedArrivalMs = wireTimeToEpochMs(leg.arrivalDate, leg.arrivalLocation.timeZone);
  return {
    ...leg,
    ...(departure
      ? { estimatedDepartureDate: toLocalHour(plannedDepartureMs + departure.ms, leg.departureLocation.timeZone).wire }
      : {}),
    ...(arrival
      ? { estimatedArrivalDate: toLocalHour(plannedArrivalMs + arrival.ms, leg.arrivalLocation.timeZone).wire }
      : {}),
    delayReasonCode: (arrival ?? departure)?.reason ?? 'WEA',
  };
}

/** `routes` with each vessel leg's estimated departure and arrival where a delay is known at `nowMs` (epoch ms). */
export function routesWithKnownDelays(routes: readonly PointToPointRoute[], nowMs: number): PointToPointRoute[] {
  return routes.map((route) => {
    const sailInfo = route.sailInfo.map((leg) => withDelays(leg, nowMs));
    return sailInfo.some((leg, index) => leg !== route.sailInfo[index]) ? { ...route, sailInfo } : route;
  });
}
