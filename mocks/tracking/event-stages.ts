import {
  allDelays,
  arrivalDelaysOf,
  departureDelaysOf,
  equipmentStep,
  hours,
  type Journey,
  locationTypeAt,
  optionalLocationType,
  placeAt,
  type Step,
} from './journey';

/*
 * One generator per stage of a shipment's DCSA Track & Trace events (docs/areas/tracking.md): the booking's
 * confirmation, the vessel's calls, and per container the origin (empty release, gate-in, load), the transshipments
 * and the destination (discharge, gate-out, empty return). Each returns unclassified steps (./journey.ts).
 */

const HOUR_MS = 3_600_000;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** SHIPMENT CONFIRMED at the booking's first confirmation, at POL. */
export function confirmationStep(journey: Journey): Step {
  return {
    key: 'CONF',
    rank: 0,
    plannedMs: journey.confirmedMs,
    delays: [],
    ...placeAt(journey.pol, undefined),
    shipmentLocationType: 'PORT_OF_LOADING',
    kind: { type: 'SHIPMENT' },
  };
}

/** The vessel's calls: departed from each leg's load port, arrived at its discharge port. */
export function vesselCallSteps(journey: Journey): Step[] {
  return journey.vesselLegs.flatMap((leg, index): Step[] => {
    const from = leg.loadLocation.UNLocationCode;
    const to = leg.dischargeLocation.UNLocationCode;
    return [
      {
        key: `DEPA-${index + 1}`,
        rank: 30 + index * 10 + 4,
        plannedMs: journey.departures[index] ?? 0,
        delays: departureDelaysOf(journey, index),
        ...placeAt(from, 'PORT_TERMINAL'),
        ...optionalLocationType(locationTypeAt(journey, from)),
        kind: { type: 'TRANSPORT', transportEventType: 'DEPARTED', leg },
      },
      {
        key: `ARRI-${index + 1}`,
        rank: 30 + index * 10 + 5,
        plannedMs: journey.arrivals[index] ?? 0,
        delays: arrivalDelaysOf(journey, index),
        ...placeAt(to, 'PORT_TERMINAL'),
        ...optionalLocationType(locationTypeAt(journey, to)),
        kind: { type: 'TRANSPORT', transportEventType: 'ARRIVED', leg },
      },
    ];
  });
}

/**
 * Export of container `slot`: released within 1.5 days of the empty pick-up date (never before the confirmation),
 * gated in within 2 days of the terminal's gate opening, loaded 3-12 h before departure; each after the one before.
 */
export function originSteps(journey: Journey, slot: number): Step[] {
  const { confirmedMs, porCode, pol } = journey;
  const firstDeparture = journey.departures[0] ?? 0;
  const releasedMs = clamp(
    Math.max(journey.ecpMs, confirmedMs + HOUR_MS) + hours(journey, 0, 36, slot, 'release'),
    confirmedMs + HOUR_MS,
    firstDeparture - 8 * HOUR_MS,
  );
  const gatedInMs = clamp(
    journey.efcMs + hours(journey, 0, 48, slot, 'gate-in'),
    releasedMs + HOUR_MS,
    firstDeparture - 4 * HOUR_MS,
  );
  const loadedMs = clamp(
    firstDeparture - hours(journey, 3, 12, slot, 'load'),
    gatedInMs + HOUR_MS,
    firstDeparture - HOUR_MS,
  );
  const laden = { emptyIndicator: 'LADEN', transportPhase: 'EXPORT', delays: [] } as const;
  return [
    equipmentStep(journey, slot, {
      key: 'GTOT-E',
      rank: 10,
      plannedMs: releasedMs,
      delays: [],
      code: porCode,
      facilityType: 'DEPOT',
      equipmentEventType: 'GATED_OUT',
      emptyIndicator: 'EMPTY',
      transportPhase: 'EXPORT',
    }),
    equipmentStep(journey, slot, {
      ...laden,
      key: 'GTIN-F',
      rank: 20,
      plannedMs: gatedInMs,
      code: pol,
      facilityType: 'PORT_TERMINAL',
      equipmentEventType: 'GATED_IN',
    }),
    equipmentStep(journey, slot, {
      ...laden,
      key: 'LOAD-1',
      rank: 33,
      plannedMs: loadedMs,
      // Loaded once the vessel is alongside: a vessel late at the port of loading loads late.
      delays: departureDelaysOf(journey, 0),
      code: pol,
      facilityType: 'PORT_TERMINAL',
      equipmentEventType: 'LOADED',
      leg: journey.vesselLegs[0],
    }),
  ];
}

/**
 * Transshipments of container `slot`: discharged 2-8 h after the arrival, loaded 2-8 h before the next departure
 * (connections are at least 24 h in the schedule, so the order holds).
 */
export function transshipmentSteps(journey: Journey, slot: number): Step[] {
  const { vesselLegs } = journey;
  const steps: Step[] = [];
  for (let index = 1; index < vesselLegs.length; index += 1) {
    const port = vesselLegs[index]?.loadLocation.UNLocationCode ?? journey.pol;
    const dischargedMs = (journey.arrivals[index - 1] ?? 0) + hours(journey, 2, 8, slot, 'ts-discharge', index);
    const reloadedMs = Math.max(
      (journey.departures[index] ?? 0) - hours(journey, 2, 8, slot, 'ts-load', index),
      dischargedMs + HOUR_MS,
    );
    const common = {
      code: port,
      facilityType: 'PORT_TERMINAL',
      emptyIndicator: 'LADEN',
      transportPhase: 'TRANSSHIPMENT',
    } as const;
    steps.push(
      equipmentStep(journey, slot, {
        ...common,
        key: `DISC-${index}`,
        rank: 30 + (index - 1) * 10 + 6,
        plannedMs: dischargedMs,
        delays: arrivalDelaysOf(journey, index - 1),
        equipmentEventType: 'DISCHARGED',
        leg: vesselLegs[index - 1],
      }),
      equipmentStep(journey, slot, {
        ...common,
        key: `LOAD-${index + 1}`,
        rank: 30 + index * 10 + 3,
        plannedMs: reloadedMs,
        delays: departureDelaysOf(journey, index),
        equipmentEventType: 'LOADED',
        leg: vesselLegs[index],
      }),
    );
  }
  return steps;
}

/**
 * Import of container `slot`: discharged 2-12 h after arrival, gated out full 1-4 days later (or when the on-carriage
 * truck leaves), empty returned 2-6 days after delivery.
 */
export function destinationSteps(journey: Journey, slot: number): Step[] {
  const { pod, vesselLegs } = journey;
  const delays = allDelays(journey);
  const lastArrival = journey.arrivals.at(-1) ?? 0;
  const dischargedMs = lastArrival + hours(journey, 2, 12, slot, 'discharge');
  const gatedOutMs = Math.max(
    journey.onCarriageDepartureMs ?? lastArrival + hours(journey, 24, 96, slot, 'gate-out'),
    dischargedMs + HOUR_MS,
  );
  const returnedMs =
    Math.max(journey.onCarriageArrivalMs ?? gatedOutMs, gatedOutMs) + hours(journey, 48, 144, slot, 'return');
  const last = vesselLegs.length;
  return [
    equipmentStep(journey, slot, {
      key: `DISC-${last}`,
      rank: 30 + (last - 1) * 10 + 6,
      plannedMs: dischargedMs,
      delays,
      code: pod,
      facilityType: 'PORT_TERMINAL',
      equipmentEventType: 'DISCHARGED',
      emptyIndicator: 'LADEN',
      transportPhase: 'IMPORT',
      leg: vesselLegs.at(-1),
    }),
    equipmentStep(journey, slot, {
      key: 'GTOT-F',
      rank: 900,
      plannedMs: gatedOutMs,
      delays,
      code: pod,
      facilityType: 'PORT_TERMINAL',
      equipmentEventType: 'GATED_OUT',
      emptyIndicator: 'LADEN',
      transportPhase: 'IMPORT',
    }),
    equipmentStep(journey, slot, {
      key: 'GTIN-E',
      rank: 910,
      plannedMs: returnedMs,
      delays,
      code: journey.delCode,
      facilityType: 'DEPOT',
      equipmentEventType: 'GATED_IN',
      emptyIndicator: 'EMPTY',
      transportPhase: 'IMPORT',
    }),
  ];
}
