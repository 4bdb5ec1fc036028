import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import type { SailingChoice } from '@/features/booking/utils/booking-form-values';
import { addDaysToIsoDate } from '@/lib/dates';

/** Days of departures listed from the cargo-ready date on (four weeks, within the schedule's maximum period). */
export const SAILING_WINDOW_DAYS = 28;

/** The window of departures listed for a cargo-ready date: [date, date + {@link SAILING_WINDOW_DAYS}]. */
export function sailingWindow(cargoReadyDate: string): { fromDate: string; toDate: string } {
  return { fromDate: cargoReadyDate, toDate: addDaysToIsoDate(cargoReadyDate, SAILING_WINDOW_DAYS) };
}

/** The form's sailing choice of a schedule route: its first vessel leg, POL/POD and the port cut-off at its place. */
export function sailingChoiceOf(route: PointToPointRoute): SailingChoice {
  const vesselLeg = route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL') ?? route.sailInfo[0];
  const portCutOff = route.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO');
  const zoneOf = (code: string) =>
    [route.por, route.pol, route.pod, route.del].find((location) => location.locationCode === code)?.timeZone ?? null;
  return {
    key: route.key,
    vesselName: vesselLeg?.vesselName ?? '',
    vesselIMONumber: vesselLeg?.vesselIMONumber ?? null,
    voyageNumber: vesselLeg?.voyageNumber ?? '',
    serviceCode: vesselLeg?.serviceCode ?? null,
    departureDate: vesselLeg?.departureDate ?? route.departureDate,
    pol: { code: route.pol.locationCode, name: route.pol.locationName },
    pod: { code: route.pod.locationCode, name: route.pod.locationName },
    portCutOff: portCutOff?.cutOffDateTime ?? null,
    portCutOffTimeZone: portCutOff ? zoneOf(portCutOff.locationCode) : null,
  };
}

/** The vessel legs of `route` after its first (a transshipment's next vessels; none for a direct sailing), in order. */
export function laterVesselLegsOf(route: PointToPointRoute): PointToPointRoute['sailInfo'] {
  return route.sailInfo.filter((leg) => leg.modeOfTransport === 'VESSEL').slice(1);
}
