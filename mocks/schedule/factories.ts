import type { PointToPointRoute, RouteLocation, SailInfo } from '@/domain/schedule-search/point-to-point-contract';

/**
 * Data factories shared by unit tests and handler overrides (CONVENTIONS.md): a valid object of the API contract
 * with sensible defaults (a direct Busan -> Rotterdam sailing), any field overridable.
 */

/** A port location on a route; default Busan (KRPUS, Asia/Seoul). */
export function createRouteLocation(overrides: Partial<RouteLocation> = {}): RouteLocation {
  return {
    locationCode: 'KRPUS',
    locationName: 'Busan',
    countryCode: 'KR',
    timeZone: 'Asia/Seoul',
    facilityTypeCode: 'POTE',
    ...overrides,
  };
}

const ROTTERDAM = createRouteLocation({
  locationCode: 'NLRTM',
  locationName: 'Rotterdam',
  countryCode: 'NL',
  timeZone: 'Europe/Amsterdam',
});

/** A vessel leg; default Busan -> Rotterdam on ONE HAMBURG 021W / FE4, 34 days. */
export function createSailInfo(overrides: Partial<SailInfo> = {}): SailInfo {
  return {
    sequenceNumber: 1,
    modeOfTransport: 'VESSEL',
    departureLocation: createRouteLocation(),
    arrivalLocation: ROTTERDAM,
    departureDate: '2026-11-24 18:00:00',
    arrivalDate: '2026-12-28 06:00:00',
    vesselName: 'ONE HAMBURG',
    vesselIMONumber: '9321483',
    voyageNumber: '021W',
    serviceCode: 'FE4',
    serviceName: 'Far East - North Europe 4',
    transitDays: 34,
    emission: { distanceKm: 20_150, ttwCo2KgPerTeu: 905, wtwCo2KgPerTeu: 1_030 },
    ...overrides,
  };
}

/** A route; default a direct CY/CY Busan -> Rotterdam sailing built from {@link createSailInfo}. */
export function createRoute(overrides: Partial<PointToPointRoute> = {}): PointToPointRoute {
  const leg = createSailInfo();
  return {
    key: 'KRPUS-NLRTM-FE4-021W-20261124',
    routeType: 'DIRECT',
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    por: leg.departureLocation,
    pol: leg.departureLocation,
    pod: leg.arrivalLocation,
    del: leg.arrivalLocation,
    departureDate: leg.departureDate,
    arrivalDate: leg.arrivalDate,
    transitTime: 34,
    transshipmentPorts: [],
    sailInfo: [leg],
    cutOffTimes: [
      { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-11-22 12:00:00', locationCode: 'KRPUS' },
      { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-11-23 12:00:00', locationCode: 'KRPUS' },
      { cutOffDateTimeCode: 'PCO', cutOffDateTime: '2026-11-23 18:00:00', locationCode: 'KRPUS' },
    ],
    emission: leg.emission,
    ...overrides,
  };
}
