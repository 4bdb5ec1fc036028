import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import type { PointToPointRoute } from '@/features/schedule/api/schedule-contract';
import { zonedDateTimeToEpochMs } from '@/lib/dates';

import { firstVesselLeg } from './route-list';

/**
 * The sailing of a route as quick booking takes it ("Book" on a route card): POR/POL/POD/DEL, terms, departure, the
 * trunk vessel leg's vessel, voyage and service, and the port cut-off at POL. Null for a route without a vessel leg
 * (nothing to book).
 */
export function routeSailing(route: PointToPointRoute): QuickBookingSailing | null {
  const trunk = firstVesselLeg(route);
  if (!trunk?.vesselName || !trunk.voyageNumber) return null;
  const portCutOff = route.cutOffTimes.find(
    (cutOff) => cutOff.cutOffDateTimeCode === 'PCO' && cutOff.locationCode === route.pol.locationCode,
  );
  return {
    key: route.key,
    porCode: route.por.locationCode,
    porName: route.por.locationName,
    polCode: route.pol.locationCode,
    polName: route.pol.locationName,
    podCode: route.pod.locationCode,
    podName: route.pod.locationName,
    delCode: route.del.locationCode,
    delName: route.del.locationName,
    receiptType: route.receiptTypeAtOrigin,
    deliveryType: route.deliveryTypeAtDestination,
    departureDate: route.departureDate,
    arrivalDate: route.arrivalDate,
    vesselName: trunk.vesselName,
    ...(trunk.vesselIMONumber ? { vesselIMONumber: trunk.vesselIMONumber } : {}),
    voyageNumber: trunk.voyageNumber,
    ...(trunk.serviceCode ? { serviceCode: trunk.serviceCode } : {}),
    ...(portCutOff ? { portCutOff: portCutOff.cutOffDateTime, polTimeZone: route.pol.timeZone } : {}),
  };
}

/** True once the route's port cut-off at POL has passed at `now` (epoch ms): the carrier takes no more bookings. */
export function isPortCutOffPassed(route: PointToPointRoute, now: number): boolean {
  const portCutOff = route.cutOffTimes.find(
    (cutOff) => cutOff.cutOffDateTimeCode === 'PCO' && cutOff.locationCode === route.pol.locationCode,
  );
  return portCutOff ? zonedDateTimeToEpochMs(portCutOff.cutOffDateTime, route.pol.timeZone) <= now : false;
}
