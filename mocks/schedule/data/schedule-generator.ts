import type { ScheduleLocation } from '@/domain/location/location-contract';
import type { PointToPointParams, PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';

import { getPort, searchPorts } from './ports';
import { buildRoutes } from './route-builder';
import { createNetworkIndex, createRouteFinder } from './route-finder';
import { buildServices, type ServiceDefinition } from './services';

/** Seed of the shared {@link scheduleGenerator}. */
export const DEFAULT_SEED = 20_240_101;

/**
 * The mock carrier's schedule backend: point-to-point routes over a deterministic weekly network (mainlines plus
 * feeders, see mocks/schedule/data/services.ts) and the location search. Pure and deterministic for its seed: no clock, no
 * Math.random.
 */
export interface ScheduleGenerator {
  /**
   * Routes from `porCode` to `delCode` (UN/LOCODEs; all locations are ports, so POR = POL and POD = DEL) departing
   * from POR on a local date in [fromDate, toDate], sorted by departure then arrival: for each weekly sailing up to
   * three routings (direct services and the best transshipments, at most two transshipments), filtered by `tsFlag`,
   * with Door/CY terms, cut-offs and CO2. Unknown codes or no routing give []. Every route satisfies
   * `pointToPointRouteSchema`. Expects params already validated by `pointToPointParamsSchema` (defaults applied).
   */
  findRoutes(params: PointToPointParams): PointToPointRoute[];
  /** Location search, see `searchPorts` in mocks/schedule/data/ports.ts (at most 50 results). */
  searchLocations(keyword: string, userCountryCode?: string): ScheduleLocation[];
  /** True when `code` is the UN/LOCODE of a port of the network. */
  hasLocation(code: string): boolean;
  /** All services (50 mainlines, then the generated feeders), with pro-forma schedules and vessels. */
  readonly services: readonly ServiceDefinition[];
}

/**
 * Creates a generator for `seed` (default {@link DEFAULT_SEED}). Building the network takes a few tens of ms; routing
 * templates are computed on the first search of a port pair and cached, later searches only date them.
 */
export function createScheduleGenerator(options: { seed?: number } = {}): ScheduleGenerator {
  const seed = options.seed ?? DEFAULT_SEED;
  const services = buildServices(seed);
  const index = createNetworkIndex(services);
  const finder = createRouteFinder(index);
  return {
    services,
    findRoutes(params) {
      if (!getPort(params.porCode) || !getPort(params.delCode) || params.porCode === params.delCode) return [];
      return finder
        .findTemplates(params.porCode, params.delCode, params.tsFlag)
        .flatMap((routing) => buildRoutes(index, seed, routing, params))
        .sort(
          (a, b) =>
            a.departureDate.localeCompare(b.departureDate) ||
            a.arrivalDate.localeCompare(b.arrivalDate) ||
            a.key.localeCompare(b.key),
        );
    },
    searchLocations: (keyword, userCountryCode) => searchPorts(keyword, userCountryCode),
    hasLocation: (code) => getPort(code) !== undefined,
  };
}

let shared: ScheduleGenerator | undefined;
const sharedGenerator = (): ScheduleGenerator => (shared ??= createScheduleGenerator());

/**
 * The generator with the default seed, used by the mock handlers. Created lazily on first use, so importing this
 * module stays cheap.
 */
export const scheduleGenerator: ScheduleGenerator = {
  findRoutes: (params) => sharedGenerator().findRoutes(params),
  // The location answers need no network: do not build it for them.
  searchLocations: (keyword, userCountryCode) => searchPorts(keyword, userCountryCode),
  hasLocation: (code) => getPort(code) !== undefined,
  get services() {
    return sharedGenerator().services;
  },
};
