import { requirePort } from './ports';
import { BASIN_GATES, BASIN_PORTS, type BasinName } from './sea-basins';
import { CANAL_HOURS, EXCLUDED_GATE_PAIRS, EXTRA_EDGES, type GateName, GATES } from './sea-lanes';

/** Kilometres per nautical mile (exact by definition). */
export const KM_PER_NM = 1.852;

/** Mean Earth radius used for great circles, in km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Factor applied to every great-circle segment of a sea route. Real tracks run a few percent longer than the polyline
 * through our gates (traffic separation schemes, pilot stations, weather routing, coastal clips the basin model
 * ignores); 1.03 brings the model within about 5% of published port-to-port distances (e.g. Shanghai-Rotterdam via
 * Suez about 10,500 nm, Singapore-Rotterdam about 8,300 nm, Shanghai-Los Angeles about 5,700 nm).
 */
export const ROUTING_FACTOR = 1.03;

/** A point in degrees (WGS 84). */
export interface LatLon {
  readonly latitude: number;
  readonly longitude: number;
}

/** Great-circle (haversine) distance between two points, in km. */
export function greatCircleKm(from: LatLon, to: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Great-circle distance in nautical miles. */
export function greatCircleNm(from: LatLon, to: LatLon): number {
  return greatCircleKm(from, to) / KM_PER_NM;
}

/** Initial bearing from `from` to `to`, degrees clockwise from north in [0, 360). */
export function initialBearing(from: LatLon, to: LatLon): number {
  const rad = Math.PI / 180;
  const y = Math.sin((to.longitude - from.longitude) * rad) * Math.cos(to.latitude * rad);
  const x =
    Math.cos(from.latitude * rad) * Math.sin(to.latitude * rad) -
    Math.sin(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.cos((to.longitude - from.longitude) * rad);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A sea route between two ports. */
export interface SeaRoute {
  /** Sailing distance in nautical miles (great circles through the gates, times {@link ROUTING_FACTOR}). */
  readonly distanceNm: number;
  /** The same in km. */
  readonly distanceKm: number;
  /** Gates passed, in order (e.g. ['SINGAPORE_W', 'MALACCA_N', ..., 'SUEZ_S', 'SUEZ_N', ...]); empty within a basin. */
  readonly via: readonly GateName[];
  /** Extra hours for canal passages on the way (Suez 12, Panama 24, Kiel 6). */
  readonly canalHours: number;
}

const GATE_NAMES = Object.keys(GATES) as GateName[];
const GATE_INDEX = new Map(GATE_NAMES.map((name, index) => [name, index]));
const gatePoint = (name: GateName): LatLon => ({ latitude: GATES[name][0], longitude: GATES[name][1] });
const pairKey = (a: string, b: string): string => `${a}|${b}`;
const isExcluded = (a: string, b: string): boolean =>
  EXCLUDED_GATE_PAIRS.has(pairKey(a, b)) || EXCLUDED_GATE_PAIRS.has(pairKey(b, a));

/** All-pairs shortest paths over the gates (Floyd-Warshall, about 100 nodes): distances and next hops. */
function buildGateGraph(): { distance: Float64Array; next: Int32Array } {
  const count = GATE_NAMES.length;
  const distance = new Float64Array(count * count).fill(Number.POSITIVE_INFINITY);
  const next = new Int32Array(count * count).fill(-1);
  const link = (a: GateName, b: GateName, nm: number): void => {
    const i = GATE_INDEX.get(a) ?? -1;
    const j = GATE_INDEX.get(b) ?? -1;
    if (nm < (distance[i * count + j] ?? Number.POSITIVE_INFINITY)) {
      distance[i * count + j] = nm;
      distance[j * count + i] = nm;
      next[i * count + j] = j;
      next[j * count + i] = i;
    }
  };
  for (let i = 0; i < count; i += 1) {
    distance[i * count + i] = 0;
    next[i * count + i] = i;
  }
  for (const gates of Object.values(BASIN_GATES) as (readonly GateName[])[]) {
    for (const a of gates) {
      for (const b of gates) {
        if (a < b && !isExcluded(a, b)) link(a, b, greatCircleNm(gatePoint(a), gatePoint(b)) * ROUTING_FACTOR);
      }
    }
  }
  for (const [a, b, fixedNm] of EXTRA_EDGES) {
    link(a, b, fixedNm ?? greatCircleNm(gatePoint(a), gatePoint(b)) * ROUTING_FACTOR);
  }
  for (let k = 0; k < count; k += 1) {
    for (let i = 0; i < count; i += 1) {
      const viaK = distance[i * count + k] ?? Number.POSITIVE_INFINITY;
      if (viaK === Number.POSITIVE_INFINITY) continue;
      for (let j = 0; j < count; j += 1) {
        const candidate = viaK + (distance[k * count + j] ?? Number.POSITIVE_INFINITY);
        if (candidate < (distance[i * count + j] ?? Number.POSITIVE_INFINITY)) {
          distance[i * count + j] = candidate;
          next[i * count + j] = next[i * count + k] ?? -1;
        }
      }
    }
  }
  return { distance, next };
}

const BASIN_OF_PORT = new Map<string, BasinName>();
for (const [basin, codes] of Object.entries(BASIN_PORTS) as [BasinName, string][]) {
  for (const code of codes.split(' ')) BASIN_OF_PORT.set(code, basin);
}

/** The basin of the port `code` (see mocks/schedule/data/sea-basins.ts); undefined for a port the model does not place. */
export function basinOf(code: string): BasinName | undefined {
  return BASIN_OF_PORT.get(code);
}

let gateGraph: ReturnType<typeof buildGateGraph> | undefined;
const routeCache = new Map<string, SeaRoute>();

function gatePath(from: GateName, to: GateName): GateName[] {
  const graph = (gateGraph ??= buildGateGraph());
  const count = GATE_NAMES.length;
  const path: GateName[] = [from];
  let current = GATE_INDEX.get(from) ?? -1;
  const target = GATE_INDEX.get(to) ?? -1;
  while (current !== target && path.length <= count) {
    current = graph.next[current * count + target] ?? -1;
    const name = GATE_NAMES[current];
    if (name === undefined) break;
    path.push(name);
  }
  return path;
}

/**
 * The sea route between ports `fromCode` and `toCode` (UN/LOCODEs): a great circle inside one basin, otherwise the
 * shortest port -> gates -> port polyline; cached per pair. Throws RangeError for an unknown port or one without a
 * basin, and Error if the gate graph has no path (a data bug that a test guards).
 */
export function seaRoute(fromCode: string, toCode: string): SeaRoute {
  const key = pairKey(fromCode, toCode);
  const cached = routeCache.get(key);
  if (cached) return cached;
  const from = requirePort(fromCode);
  const to = requirePort(toCode);
  const fromBasin = BASIN_OF_PORT.get(fromCode);
  const toBasin = BASIN_OF_PORT.get(toCode);
  if (!fromBasin || !toBasin) throw new RangeError(`No sea basin for ${fromBasin ? toCode : fromCode}`);
  let best: { nm: number; via: GateName[] } = { nm: Number.POSITIVE_INFINITY, via: [] };
  if (fromBasin === toBasin) {
    best = { nm: greatCircleNm(from, to) * ROUTING_FACTOR, via: [] };
  } else {
    const graph = (gateGraph ??= buildGateGraph());
    const count = GATE_NAMES.length;
    for (const a of BASIN_GATES[fromBasin] as readonly GateName[]) {
      const toA = greatCircleNm(from, gatePoint(a)) * ROUTING_FACTOR;
      const i = GATE_INDEX.get(a) ?? -1;
      for (const b of BASIN_GATES[toBasin] as readonly GateName[]) {
        const between = graph.distance[i * count + (GATE_INDEX.get(b) ?? -1)] ?? Number.POSITIVE_INFINITY;
        const total = toA + between + greatCircleNm(gatePoint(b), to) * ROUTING_FACTOR;
        if (total < best.nm) best = { nm: total, via: gatePath(a, b) };
      }
    }
    if (best.nm === Number.POSITIVE_INFINITY) throw new Error(`No sea route from ${fromCode} to ${toCode}`);
  }
  let canalHours = 0;
  for (let index = 1; index < best.via.length; index += 1) {
    const a = best.via[index - 1] ?? '';
    const b = best.via[index] ?? '';
    canalHours += CANAL_HOURS[pairKey(a, b)] ?? CANAL_HOURS[pairKey(b, a)] ?? 0;
  }
  const route: SeaRoute = { distanceNm: best.nm, distanceKm: best.nm * KM_PER_NM, via: best.via, canalHours };
  routeCache.set(key, route);
  return route;
}
