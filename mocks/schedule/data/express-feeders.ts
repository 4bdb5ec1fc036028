import { CLUSTER_RADIUS_NM, type FeederPlan, planLoop } from './feeders';
import { seaRoute } from './geo';
import { hashInt } from './random';

/*
 * The busiest hubs connect their outports several times a week, as real ones do (Busan's Japanese outports and
 * Rotterdam's short-sea ports have a feeder sailing most days): on top of the regular loops of ./feeders.ts, each of
 * these hubs runs express loops to one to three of its own feeder ports. docs/areas/schedule.md "Port schedule": a
 * busy hub lists hundreds of calls in 4 weeks.
 */

/** Express loops per busy hub: with its mainline and regular feeder calls, about 54 calls a week at each. */
export const EXPRESS_LOOPS: Readonly<Record<string, number>> = { KRPUS: 30, SGSIN: 16, NLRTM: 32 };

/** Most outports of one express loop. */
const MAX_EXPRESS_PORTS = 3;

/** The other `ports` within the cluster radius of `anchor`, nearest first (ties by UN/LOCODE). */
function neighboursOf(anchor: string, ports: readonly string[]): string[] {
  return ports
    .filter((port) => port !== anchor)
    .map((port) => ({ port, nm: seaRoute(anchor, port).distanceNm }))
    .filter((candidate) => candidate.nm <= CLUSTER_RADIUS_NM)
    .sort((a, b) => a.nm - b.nm || a.port.localeCompare(b.port))
    .map((candidate) => candidate.port);
}

/**
 * The ports of express loop `index` of `hub`: an anchor taken in turn from `ports` plus up to two near neighbours. A
 * rotation the hub already runs (`used`, sorted outports) is passed over for the next neighbours, then the next anchor,
 * so the loops differ; only when every choice is taken does a rotation repeat (a second weekly sailing of it).
 */
function expressGroup(hub: string, ports: readonly string[], index: number, seed: number, used: Set<string>): string[] {
  const size = hashInt(1, MAX_EXPRESS_PORTS, seed, 'express-size', hub, index);
  for (let offset = 0; offset < ports.length; offset += 1) {
    const anchor = ports[(index + offset) % ports.length] ?? hub;
    const neighbours = neighboursOf(anchor, ports);
    for (let skip = 0; skip + size - 1 <= neighbours.length; skip += 1) {
      const group = [anchor, ...neighbours.slice(skip, skip + size - 1)];
      const key = [...group].sort().join(' ');
      if (!used.has(key)) {
        used.add(key);
        return group;
      }
    }
  }
  return [ports[index % ports.length] ?? hub];
}

/**
 * The express feeder loops of the hubs in {@link EXPRESS_LOOPS}, numbered after the hub's regular feeders ('KF5',
 * 'KF6', ... when Busan has four), built like them (planLoop: nearest-neighbour order, partner operators, a quarter
 * without emission data). `portsByHub` is feederPortsByHub's answer, `regular` the plans of planFeeders. Deterministic
 * for `seed`. They come after every other service, so adding them moves no other service's vessels or phases.
 */
export function planExpressFeeders(
  portsByHub: ReadonlyMap<string, readonly string[]>,
  regular: readonly FeederPlan[],
  seed: number,
): FeederPlan[] {
  const plans: FeederPlan[] = [];
  for (const [hub, loops] of Object.entries(EXPRESS_LOOPS)) {
    // Nearest outports first: they are the bigger regional ports, called most often.
    const ports = [...(portsByHub.get(hub) ?? [])].sort(
      (a, b) => seaRoute(hub, a).distanceNm - seaRoute(hub, b).distanceNm || a.localeCompare(b),
    );
    if (ports.length === 0) continue;
    const own = regular.filter((plan) => plan.hubCode === hub);
    const used = new Set(
      own.map((plan) =>
        plan.spec.halves
          .flatMap((half) => half.ports.filter((port) => port !== hub))
          .sort()
          .join(' '),
      ),
    );
    for (let index = 0; index < loops; index += 1) {
      plans.push(planLoop(hub, expressGroup(hub, ports, index, seed, used), own.length + index + 1, seed));
    }
  }
  return plans;
}
