import { planExpressFeeders } from './express-feeders';
import { FEEDER_SPEED_KN, feederPortsByHub, planFeeders } from './feeders';
import { buildProforma, type ServiceCall, WEEK_HOURS } from './proforma';
import { hashInt } from './random';
import type { Operator, ServiceSpec, TradeLane } from './service-types';
import { AMERICAS_SERVICES } from './services-americas';
import { ASIA_EUROPE_SERVICES } from './services-asia-europe';
import { SOUTH_SERVICES } from './services-south';
import { createVesselFactory, type Vessel } from './vessels';

export type { ServiceCall } from './proforma';

/** The 50 mainline loops (data in services-asia-europe.ts, services-americas.ts, services-south.ts). */
export const MAINLINE_SPECS: readonly ServiceSpec[] = [
  ...ASIA_EUROPE_SERVICES,
  ...AMERICAS_SERVICES,
  ...SOUTH_SERVICES,
];

/**
 * The global transshipment hubs. Every mainline calls at least one of them, every feeder loop starts at one, and every
 * two of them share a mainline (tests check all three), so any two ports connect with at most two transshipments.
 */
export const GLOBAL_HUBS: readonly string[] = [
  'KRPUS',
  'CNSHA',
  'SGSIN',
  'LKCMB',
  'AEJEA',
  'GRPIR',
  'ESALG',
  'NLRTM',
  'JMKIN',
  'BRSSZ',
  'ZADUR',
];

/**
 * Fixed origin of every weekly schedule: Monday 2024-01-01 00:00 UTC. Voyage k of a service arrives at its first call
 * `phaseHours + 168 k` hours after this instant (k may be negative), so any date range has sailings.
 */
export const SCHEDULE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** A weekly service of the network with its pro-forma schedule and vessels. */
export interface ServiceDefinition {
  /** Service-lane code, e.g. 'FE4' or 'NF2'. */
  readonly code: string;
  /** E.g. 'Far East - North Europe 4', 'Rotterdam Feeder 2'. */
  readonly name: string;
  readonly trade: TradeLane;
  readonly kind: 'MAINLINE' | 'FEEDER';
  readonly operator: Operator;
  /** False for partner feeders without emission data: their legs carry `emission: null`. */
  readonly hasEmissionData: boolean;
  /** Service speed in knots. */
  readonly speedKn: number;
  /** Nominal vessel size in TEU (drives the CO2 intensity class). */
  readonly vesselTeu: number;
  /** Port calls of one round voyage with whole-hour offsets. */
  readonly calls: readonly ServiceCall[];
  /** Sea distance in km from call i to call i + 1; the last entry closes the loop. */
  readonly legDistancesKm: readonly number[];
  /** Round voyage in hours: vessels.length weeks. */
  readonly roundTripHours: number;
  /** Hours from SCHEDULE_EPOCH_MS to the first-call arrival of voyage 0, whole hours in [0, 168). */
  readonly phaseHours: number;
  /** The vessels in rotation; voyage k is sailed by vessels[k mod n]. */
  readonly vessels: readonly Vessel[];
  /** Voyage number of each vessel's round voyage that starts in week 0..n-1 (1..90, one per vessel). */
  readonly voyageBases: readonly number[];
}

/** Port stay in hours: hubs handle the most moves, feeder ports the fewest; a little spread per port. */
function stayHours(feederHub: string | undefined) {
  return (port: string): number => {
    if (feederHub !== undefined) return port === feederHub ? 16 : 10 + hashInt(0, 4, 'stay', port);
    if (GLOBAL_HUBS.includes(port)) return 24 + hashInt(0, 6, 'stay', port);
    return 16 + hashInt(0, 6, 'stay', port);
  };
}

/**
 * Builds all services for `seed`: the mainlines plus generated feeder loops (regular, then the busy hubs' express
 * ones), each with a pro-forma (sea distances, speeds, port stays), a weekly phase, vessels (ceil(round trip / 7
 * days), never shared between services) and voyage numbering. Deterministic for a given seed; the seed moves phases, vessels, voyage numbers and feeder operators, not
 * rotations.
 */
export function buildServices(seed: number): ServiceDefinition[] {
  const vesselFactory = createVesselFactory(seed);
  const portsByHub = feederPortsByHub(MAINLINE_SPECS, GLOBAL_HUBS);
  const regular = planFeeders(portsByHub, seed);
  // Express loops last: the vessel factory hands out names in order, so they leave every other service's fleet as is.
  const feeders = [...regular, ...planExpressFeeders(portsByHub, regular, seed)];
  const entries = [
    ...MAINLINE_SPECS.map((spec) => ({ spec, kind: 'MAINLINE' as const, hub: undefined, emission: true })),
    ...feeders.map((plan) => ({
      spec: plan.spec,
      kind: 'FEEDER' as const,
      hub: plan.hubCode,
      emission: plan.hasEmissionData,
    })),
  ];
  return entries.map(({ spec, kind, hub, emission }) => {
    const proforma = buildProforma(spec, stayHours(hub));
    const vessels = Array.from({ length: proforma.vesselCount }, () => vesselFactory(spec.operator, spec.vesselTeu));
    return {
      code: spec.code,
      name: spec.name,
      trade: spec.trade,
      kind,
      operator: spec.operator,
      hasEmissionData: emission,
      speedKn: kind === 'FEEDER' ? FEEDER_SPEED_KN : spec.speedKn,
      vesselTeu: spec.vesselTeu,
      calls: proforma.calls,
      legDistancesKm: proforma.legDistancesKm,
      roundTripHours: proforma.roundTripHours,
      phaseHours: hashInt(0, WEEK_HOURS - 1, seed, 'phase', spec.code),
      vessels,
      voyageBases: vessels.map((vessel) => hashInt(1, 90, seed, 'voyage', vessel.imo)),
    };
  });
}
