import type { PointToPointRoute, SailInfo } from '@/domain/schedule-search/point-to-point-contract';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

const HOUR_MS = 3_600_000;

/** How late a leg is expected at one of its ends: whole hours, the port's name and the SMDG reason code. */
export interface LegDelay {
  hours: number;
  port: string;
  vesselVoyage: string;
  reasonCode: string | undefined;
}

function hoursLate(planned: string, estimated: string, timeZone: string): number {
  return Math.round(
    (zonedDateTimeToEpochMs(estimated, timeZone) - zonedDateTimeToEpochMs(planned, timeZone)) / HOUR_MS,
  );
}

/** The delay of `leg`'s arrival (else its departure) where the carrier expects one, or null on plan. */
export function legDelay(leg: SailInfo): LegDelay | null {
  const vesselVoyage = `${leg.vesselName ?? ''} ${leg.voyageNumber ?? ''}`.trim();
  if (leg.estimatedArrivalDate) {
    const hours = hoursLate(leg.arrivalDate, leg.estimatedArrivalDate, leg.arrivalLocation.timeZone);
    if (hours > 0)
      return { hours, port: leg.arrivalLocation.locationName, vesselVoyage, reasonCode: leg.delayReasonCode };
  }
  if (leg.estimatedDepartureDate) {
    const hours = hoursLate(leg.departureDate, leg.estimatedDepartureDate, leg.departureLocation.timeZone);
    if (hours > 0)
      return { hours, port: leg.departureLocation.locationName, vesselVoyage, reasonCode: leg.delayReasonCode };
  }
  return null;
}

/** The first late vessel leg's delay of a route (what its card warns of), or null when every leg is on plan. */
export function routeDelay(route: PointToPointRoute): LegDelay | null {
  for (const leg of route.sailInfo) {
    const delay = legDelay(leg);
    if (delay) return delay;
  }
  return null;
}
