import { initialBearing, seaRoute } from './geo';
import { PORTS, requirePort } from './ports';
import { hashUnit } from './random';
import { defineService, type Direction, type Operator, type ServiceSpec } from './service-types';

/** Feeder service speed in knots. */
export const FEEDER_SPEED_KN = 14;

/** Most ports a feeder loop calls besides its hub (the loop has at most 6 calls). */
const MAX_PORTS_PER_LOOP = 5;
/** Ports of one loop lie within this sea distance of the loop's farthest port, in nm. */
export const CLUSTER_RADIUS_NM = 1000;
/** Share of feeder loops run by partners that send no emission data. */
const NO_EMISSION_SHARE = 0.25;

/** Lane-code prefix of the feeders of each global hub, e.g. 'NF1' for the first Rotterdam (North Europe) feeder. */
const FEEDER_PREFIX: Readonly<Record<string, string>> = {
  KRPUS: 'KF',
  CNSHA: 'CF',
  SGSIN: 'SF',
  LKCMB: 'IF',
  AEJEA: 'GF',
  GRPIR: 'EF',
  ESALG: 'WF',
  NLRTM: 'NF',
  JMKIN: 'JF',
  BRSSZ: 'BF',
  ZADUR: 'AF',
};

/** A generated feeder loop: its spec and whether its operator reports emissions. */
export interface FeederPlan {
  readonly spec: ServiceSpec;
  readonly hubCode: string;
  readonly hasEmissionData: boolean;
}

function compass(bearing: number): Direction {
  if (bearing >= 315 || bearing < 45) return 'N';
  if (bearing < 135) return 'E';
  return bearing < 225 ? 'S' : 'W';
}

const OPPOSITE: Readonly<Record<Direction, Direction>> = { N: 'S', S: 'N', E: 'W', W: 'E' };

/**
 * The ports no mainline calls, each under its nearest global hub by sea distance (UN/LOCODEs; a hub's list keeps the
 * order of ports.json). Every feeder loop, regular or express (./express-feeders.ts), calls ports of one such list.
 */
export function feederPortsByHub(mainlines: readonly ServiceSpec[], hubs: readonly string[]): Map<string, string[]> {
  const served = new Set(mainlines.flatMap((spec) => spec.halves.flatMap((half) => half.ports)));
  const byHub = new Map<string, string[]>(hubs.map((hub) => [hub, []]));
  for (const port of PORTS) {
    if (served.has(port.locationCode)) continue;
    let nearest = hubs[0] ?? '';
    for (const hub of hubs) {
      if (seaRoute(hub, port.locationCode).distanceNm < seaRoute(nearest, port.locationCode).distanceNm) {
        nearest = hub;
      }
    }
    byHub.get(nearest)?.push(port.locationCode);
  }
  return byHub;
}

/**
 * Feeder loops that make every port reachable: each port that no mainline calls joins a weekly loop from its nearest
 * global hub (by sea distance). A hub's ports are clustered, farthest port first with up to four more ports within
 * 1,000 nm of it; each loop visits its ports nearest-neighbour first from the hub and returns to the hub. The
 * outbound half runs to the farthest port, whose compass direction from the hub gives the letter (N/E/S/W); the
 * return half carries the opposite letter. Operators are partner feeder lines; about a quarter of the loops (chosen
 * by `seed`) report no emission data. Codes are the hub's prefix plus a number ('NF1', 'NF2', ...). `portsByHub`:
 * {@link feederPortsByHub}.
 */
export function planFeeders(portsByHub: ReadonlyMap<string, readonly string[]>, seed: number): FeederPlan[] {
  const plans: FeederPlan[] = [];
  for (const [hub, ports] of portsByHub) {
    // Farthest port first, then its nearest neighbours: compact clusters, so no loop runs from Manchuria to Cebu.
    const remaining = new Set(ports);
    const groups: string[][] = [];
    while (remaining.size > 0) {
      let seedPort = '';
      for (const port of remaining) {
        if (seedPort === '' || seaRoute(hub, port).distanceNm > seaRoute(hub, seedPort).distanceNm) seedPort = port;
      }
      remaining.delete(seedPort);
      const neighbours = [...remaining]
        .map((port) => ({ port, nm: seaRoute(seedPort, port).distanceNm }))
        .filter((candidate) => candidate.nm <= CLUSTER_RADIUS_NM)
        .sort((a, b) => a.nm - b.nm || a.port.localeCompare(b.port))
        .slice(0, MAX_PORTS_PER_LOOP - 1)
        .map((candidate) => candidate.port);
      for (const port of neighbours) remaining.delete(port);
      groups.push([seedPort, ...neighbours]);
    }
    groups.forEach((group, index) => plans.push(planLoop(hub, group, index + 1, seed)));
  }
  return plans;
}

/**
 * The weekly loop `code` = hub prefix + `number` from `hub` round `group` (UN/LOCODEs), ports in nearest-neighbour
 * order; outbound letter from the compass bearing of the farthest port; partner operator and emission data by `seed`.
 */
export function planLoop(hub: string, group: readonly string[], number: number, seed: number): FeederPlan {
  // Nearest neighbour from the hub keeps the loop free of zig-zags for up to five ports.
  const order: string[] = [];
  const left = new Set(group);
  let current = hub;
  while (left.size > 0) {
    let best = '';
    for (const port of left) {
      if (best === '' || seaRoute(current, port).distanceNm < seaRoute(current, best).distanceNm) best = port;
    }
    order.push(best);
    left.delete(best);
    current = best;
  }
  let farthest = 0;
  order.forEach((port, index) => {
    if (seaRoute(hub, port).distanceNm > seaRoute(hub, order[farthest] ?? port).distanceNm) farthest = index;
  });
  const outbound = compass(initialBearing(requirePort(hub), requirePort(order[farthest] ?? hub)));
  const prefix = FEEDER_PREFIX[hub] ?? hub.slice(2, 4);
  const code = `${prefix}${number}`;
  const roundTripNm = [hub, ...order].reduce(
    (total, port, index, all) => total + seaRoute(port, all[(index + 1) % all.length] ?? hub).distanceNm,
    0,
  );
  const vesselTeu = roundTripNm < 1500 ? 1100 : roundTripNm < 3500 ? 1800 : 2700;
  const asia = ['KRPUS', 'CNSHA', 'SGSIN'].includes(hub);
  const operators: readonly Operator[] = asia ? ['WAN_HAI', 'SAMUDERA', 'PIL', 'X_PRESS'] : ['X_PRESS', 'PIL'];
  const operator = operators[Math.floor(hashUnit(seed, 'feeder-operator', code) * operators.length)] ?? 'X_PRESS';
  const rotation = `${[hub, ...order.slice(0, farthest)].join(' ')} / ${order.slice(farthest).join(' ')}`;
  return {
    spec: defineService(
      code,
      `${requirePort(hub).locationName} Feeder ${number}`,
      'FEEDER',
      operator,
      FEEDER_SPEED_KN,
      vesselTeu,
      `${outbound}${OPPOSITE[outbound]}`,
      rotation,
    ),
    hubCode: hub,
    hasEmissionData: hashUnit(seed, 'feeder-emission', code) >= NO_EMISSION_SHARE,
  };
}
