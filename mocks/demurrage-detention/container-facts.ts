import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { DndKind, DndTariff } from '@/domain/demurrage-detention/dnd-contract';
import type { EquipmentDetails } from '@/domain/tracking/tracking-contract';

import { placeOf } from '../booking/sailings';
import { isoWithOffset, localDateAt } from '../schedule/data/zoned-time';
import { isTracked } from '../tracking/event-generation';
import { destinationSteps, originSteps } from '../tracking/event-stages';
import { blNumberOf, containerNumberOf } from '../tracking/identifiers';
import { confirmationsOf, type Journey, journeyOf, slotsOf, type Step } from '../tracking/journey';
import { epochDayOf, mockLastFreeDate } from './free-time';
import { tariffFor } from './tariff';

/*
 * The D&D clocks of a container from its DCSA T&T 3.0.0 events (docs/areas/demurrage-detention.md "What starts and
 * stops a clock"): export detention from the empty release (GTOT empty) to the full gate-in (GTIN full), export
 * demurrage from there to the load (LOAD) at the POL; import demurrage from the discharge (DISC) at the POD to the
 * full gate-out (GTOT full), import detention from there to the empty return (GTIN empty). A combined tariff runs one
 * clock from the first start to the last stop. Export clocks are charged at the POL, import ones at the POD, in the
 * port's local dates. The instants are the events' final ones (delays included): whether a clock has started or
 * stopped is decided at read time, so these facts hold for the whole week a generated booking keeps its sailing.
 */

/** A clock with its instants (epoch ms) and the local dates at its port the clock reads ('yyyy-MM-dd'). */
export interface ClockFacts {
  kind: DndKind;
  UNLocationCode: string;
  locationName: string;
  timeZone: string;
  startEvent: string;
  startMs: number;
  startDate: string;
  endEvent: string;
  endMs: number;
  endDate: string;
  /** The clock's last free date (domain/demurrage-detention/dnd-clock.ts `lastFreeDate`), and as epoch days. */
  lastFreeDate: string;
  lastFreeDay: number;
  /** The stop date as epoch days (UTC days since 1970: calendar arithmetic without parsing). */
  endDay: number;
  tariff: DndTariff;
}

export interface ContainerFacts {
  equipmentReference: string;
  ISOEquipmentCode: EquipmentDetails['ISOEquipmentCode'];
  carrierBookingReference: string;
  transportDocumentReference: string;
  clocks: ClockFacts[];
  /** When the full container leaves the POD's terminal (GTOT full) and the empty one is returned (GTIN empty), ms. */
  gateOutMs: number;
  returnMs: number;
}

type Milestone = 'release' | 'gateIn' | 'load' | 'discharge' | 'gateOut' | 'return';

/** The tracking steps (mocks/tracking/event-stages.ts) that are a container's D&D milestones, by their keys. */
const STEP_MILESTONES: Readonly<Record<string, Milestone>> = {
  'GTOT-E': 'release',
  'GTIN-F': 'gateIn',
  'LOAD-1': 'load',
  'GTOT-F': 'gateOut',
  'GTIN-E': 'return',
};

/** DCSA T&T 3.0.0 equipment event codes of the milestones. */
const EVENT_CODES: Record<Milestone, string> = {
  release: 'GTOT',
  gateIn: 'GTIN',
  load: 'LOAD',
  discharge: 'DISC',
  gateOut: 'GTOT',
  return: 'GTIN',
};

/** The ISO 8601 text of `epochMs` at `timeZone` with its offset (the answer's date-times). */
export const isoAt = isoWithOffset;

/** A clock of `kind` at `portCode` from milestone `from` to `to` of one container, instants in ms. */
export function clockOf(
  kind: DndKind,
  portCode: string,
  ISOEquipmentCode: string,
  from: [Milestone, number],
  to: [Milestone, number],
): ClockFacts {
  const place = placeOf(portCode);
  const tariff = tariffFor(portCode, ISOEquipmentCode, kind);
  const startDate = localDateAt(from[1], place.timeZone);
  const endDate = localDateAt(to[1], place.timeZone);
  const lastFree = mockLastFreeDate(tariff, startDate);
  return {
    kind,
    UNLocationCode: portCode,
    locationName: place.locationName,
    timeZone: place.timeZone,
    startEvent: EVENT_CODES[from[0]],
    startMs: from[1],
    startDate,
    endEvent: EVENT_CODES[to[0]],
    endMs: to[1],
    endDate,
    lastFreeDate: lastFree,
    lastFreeDay: epochDayOf(lastFree),
    endDay: epochDayOf(endDate),
    tariff,
  };
}

/** Which clocks of a container to work out: every one (the D&D page), or the import ones alone (the D&D invoice). */
export type ClockScope = 'ALL' | 'IMPORT';

/** The import clocks of one container at `pod` (combined where the port's tariff is). */
function importClocksOf(pod: string, code: string, at: Record<Milestone, number>): ClockFacts[] {
  if (tariffFor(pod, code, 'IMPORT_DEMURRAGE').kind === 'IMPORT_COMBINED') {
    return [clockOf('IMPORT_COMBINED', pod, code, ['discharge', at.discharge], ['return', at.return])];
  }
  return [
    clockOf('IMPORT_DEMURRAGE', pod, code, ['discharge', at.discharge], ['gateOut', at.gateOut]),
    clockOf('IMPORT_DETENTION', pod, code, ['gateOut', at.gateOut], ['return', at.return]),
  ];
}

/** The clocks of one container from its milestones (each kind once; combined where the port's tariff is). */
export function clocksOf(pol: string, pod: string, code: string, at: Record<Milestone, number>): ClockFacts[] {
  const clocks: ClockFacts[] = [];
  const exportCombined = tariffFor(pol, code, 'EXPORT_DEMURRAGE').kind === 'EXPORT_COMBINED';
  if (exportCombined) clocks.push(clockOf('EXPORT_COMBINED', pol, code, ['release', at.release], ['load', at.load]));
  else {
    clocks.push(clockOf('EXPORT_DETENTION', pol, code, ['release', at.release], ['gateIn', at.gateIn]));
    clocks.push(clockOf('EXPORT_DEMURRAGE', pol, code, ['gateIn', at.gateIn], ['load', at.load]));
  }
  clocks.push(...importClocksOf(pod, code, at));
  return clocks;
}

/** The final instant of a step: its plan moved by every delay of the voyages before it (as tracking shows it). */
const actualMs = (step: Step) => step.plannedMs + step.delays.reduce((sum, delay) => sum + delay.ms, 0);

// Generated bookings on one sailing share its plan and cut-off arrays; a journey's vessel delays (the slow part, from
// the vessel schedule) depend on them alone, so one journey per plan serves every booking on the sailing.
const journeysByPlan = new WeakMap<object, { cutOffs: unknown; journey: Journey }>();

/** The booking's journey (mocks/tracking/journey.ts), reusing the plan's vessel facts of another booking. */
function journeyOfBooking(booking: Booking): Journey | undefined {
  const plan = booking.transportPlan;
  const cached = plan ? journeysByPlan.get(plan) : undefined;
  if (!plan || !cached || cached.cutOffs !== booking.shipmentCutOffTimes) {
    const journey = journeyOf(booking);
    if (plan && journey) journeysByPlan.set(plan, { cutOffs: booking.shipmentCutOffTimes, journey });
    return journey;
  }
  return {
    ...cached.journey,
    bookingNumber: booking.carrierBookingReference ?? booking.carrierBookingRequestReference,
    confirmedMs: confirmationsOf(booking).confirmedMs,
  };
}

/**
 * The containers of a tracked booking with their clocks of `scope` (none for a booking that is not tracked). 'IMPORT'
 * skips the export events and clocks: invoicing the D&D of thousands of arrived bookings reads the import ones alone.
 */
export function containerFactsOf(booking: Booking, scope: ClockScope = 'ALL'): ContainerFacts[] {
  const bookingNumber = booking.carrierBookingReference;
  const journey = isTracked(booking) ? journeyOfBooking(booking) : undefined;
  if (!bookingNumber || !journey) return [];
  const dischargeKey = `DISC-${journey.vesselLegs.length}`;
  return slotsOf(booking).map(({ slot, ISOEquipmentCode }) => {
    const at: Partial<Record<Milestone, number>> = {};
    const steps = destinationSteps(journey, slot);
    if (scope === 'ALL') steps.push(...originSteps(journey, slot));
    for (const step of steps) {
      const milestone = step.key === dischargeKey ? 'discharge' : STEP_MILESTONES[step.key];
      if (milestone) at[milestone] = actualMs(step);
    }
    const milestones: Record<Milestone, number> = {
      release: at.release ?? 0,
      gateIn: at.gateIn ?? 0,
      load: at.load ?? 0,
      discharge: at.discharge ?? 0,
      gateOut: at.gateOut ?? 0,
      return: at.return ?? 0,
    };
    return {
      gateOutMs: milestones.gateOut,
      returnMs: milestones.return,
      equipmentReference: containerNumberOf(bookingNumber, slot),
      ISOEquipmentCode,
      carrierBookingReference: bookingNumber,
      transportDocumentReference: blNumberOf(bookingNumber),
      clocks:
        scope === 'ALL'
          ? clocksOf(journey.pol, journey.pod, ISOEquipmentCode, milestones)
          : importClocksOf(journey.pod, ISOEquipmentCode, milestones),
    };
  });
}
