import type { LongRangeParams, ScheduleService, TradeLane } from '@/features/schedule/api/long-range-schedule-contract';
import type { OvsServiceSchedules } from '@/features/schedule/api/vessel-schedule-contract';

import { requirePort } from './ports';
import { WEEK_HOURS } from './proforma';
import { isBlankSailing, voyageOf } from './route-builder';
import { SCHEDULE_EPOCH_MS, type ServiceDefinition } from './services';
import { terminalOfCall } from './terminals';
import type { VesselCall } from './vessel-calls';
import { matchingCalls, operationalSchedules, vesselAnswer } from './vessel-schedule-answers';
import type { Vessel } from './vessels';
import { isoWithOffset, toLocalHour } from './zoned-time';

/*
 * The long-range schedule of the mock carrier (docs/areas/schedule.md "Long-range schedule"): a whole service's
 * vessels and calls in a period, DCSA OVS 3.0.2 (GET v3/service-schedules?carrierServiceCode=), from the same calls
 * and delays as the vessel schedule (vessel-calls.ts, voyage-delays.ts), plus the planned calls of blank sailings
 * marked statusCodes ['BLNK'] (OVS 3.0.2 TransportCall.statusCodes), which the vessel schedule leaves out.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The carrier's services for GET v1/schedule/services (mainlines then feeders, as the generator builds them). */
export function scheduleServiceList(services: readonly ServiceDefinition[]): ScheduleService[] {
  return services.map((service) => ({
    carrierServiceCode: service.code,
    carrierServiceName: service.name,
    // A mock lane the contract does not know fails the type check here.
    tradeLane: service.trade satisfies TradeLane,
    rotation: service.calls.map((call) => {
      const port = requirePort(call.port);
      return {
        UNLocationCode: port.locationCode,
        locationName: port.locationName,
        direction: call.direction,
        proformaArrivalHours: call.arrivalHours,
      };
    }),
  }));
}

/** A planned call of a blank sailing: the vessel would have called here on voyage `week`, but the sailing is void. */
export interface BlankCall {
  readonly vessel: Vessel;
  readonly week: number;
  readonly callIndex: number;
  readonly exportVoyage: string;
  readonly importVoyage: string;
  /** Planned arrival and departure, epoch ms (whole local hours at the port). */
  readonly arrivalMs: number;
  readonly departureMs: number;
}

/** The planned calls of the blank sailings of `service` whose stay overlaps [fromMs, toMs) (epoch ms). */
export function blankCalls(service: ServiceDefinition, seed: number, fromMs: number, toMs: number): BlankCall[] {
  const count = service.vessels.length;
  const weekMs = WEEK_HOURS * HOUR_MS;
  const origin = SCHEDULE_EPOCH_MS + service.phaseHours * HOUR_MS;
  const firstWeek = Math.floor((fromMs - origin - service.roundTripHours * HOUR_MS) / weekMs);
  const lastWeek = Math.ceil((toMs - origin) / weekMs);
  const found: BlankCall[] = [];
  for (let week = firstWeek; week <= lastWeek; week += 1) {
    if (!isBlankSailing(seed, service.code, week)) continue;
    const vessel = service.vessels[((week % count) + count) % count];
    if (!vessel) continue;
    service.calls.forEach((call, callIndex) => {
      const zone = requirePort(call.port).timeZone;
      const at = (hours: number) => toLocalHour(origin + (WEEK_HOURS * week + hours) * HOUR_MS, zone).epochMs;
      const arrivalMs = at(call.arrivalHours);
      const departureMs = at(call.departureHours);
      if (departureMs < fromMs || arrivalMs >= toMs) return;
      const previous = service.calls[callIndex - 1] ?? service.calls.at(-1);
      const previousWeek = callIndex > 0 ? week : week - count;
      found.push({
        vessel,
        week,
        callIndex,
        exportVoyage: voyageOf(service, week, call.direction).voyageNumber,
        importVoyage: voyageOf(service, previousWeek, previous?.direction ?? call.direction).voyageNumber,
        arrivalMs,
        departureMs,
      });
    });
  }
  return found;
}

type OvsCall = OvsServiceSchedules[number]['vesselSchedules'][number]['transportCalls'][number];

/** An OVS 3.0.2 transport call of a blank sailing: planned timestamps only, statusCodes ['BLNK']. */
function blankTransportCall(service: ServiceDefinition, blank: BlankCall) {
  const port = requirePort(service.calls[blank.callIndex]?.port ?? '');
  const terminal = terminalOfCall(service.code, port.locationCode, port.locationName);
  return {
    transportCallReference: `${blank.vessel.imo}-${blank.week}-${blank.callIndex}`,
    carrierImportVoyageNumber: blank.importVoyage,
    carrierExportVoyageNumber: blank.exportVoyage,
    location: {
      locationType: 'FACS',
      locationName: terminal.name,
      UNLocationCode: port.locationCode,
      facilitySMDGCode: terminal.code,
    },
    statusCodes: ['BLNK'],
    timestamps: [
      {
        eventTypeCode: 'ARRI' as const,
        eventClassifierCode: 'PLN' as const,
        eventDateTime: isoWithOffset(blank.arrivalMs, port.timeZone),
      },
      {
        eventTypeCode: 'DEPA' as const,
        eventClassifierCode: 'PLN' as const,
        eventDateTime: isoWithOffset(blank.departureMs, port.timeZone),
      },
    ],
  };
}

/** One vessel's calls of the long-range schedule, regular and blank, each with its voyage week and rotation index. */
export interface LongRangeEntry {
  readonly vessel: Vessel;
  readonly week: number;
  readonly callIndex: number;
  /** Voyage number the vessel leaves this call on ('021W'). */
  readonly exportVoyage: string;
  /** The OVS 3.0.2 transport call as the answer writes it. */
  readonly call: OvsCall & { statusCodes?: string[] };
}

/** The period of a query as epoch ms [from, to): UTC days startDate to endDate inclusive. */
export function periodMs(startDate: string, endDate: string): { fromMs: number; toMs: number } {
  return { fromMs: Date.parse(`${startDate}T00:00:00Z`), toMs: Date.parse(`${endDate}T00:00:00Z`) + DAY_MS };
}

/**
 * The calls of service `params.carrierServiceCode` in the period at `nowMs`, as the OVS answer writes them: the vessel
 * schedule's calls (the same function answers its service + voyage query) and the blank sailings' planned calls.
 * Empty for an unknown service.
 */
export function longRangeEntries(
  services: readonly ServiceDefinition[],
  seed: number,
  params: LongRangeParams,
  nowMs: number,
): { service: ServiceDefinition | undefined; entries: LongRangeEntry[] } {
  const service = services.find((candidate) => candidate.code === params.carrierServiceCode);
  if (!service) return { service, entries: [] };
  const calls: VesselCall[] = matchingCalls([service], seed, params);
  const answer = operationalSchedules(calls, nowMs);
  const entries: LongRangeEntry[] = [];
  for (const schedule of answer[0]?.vesselSchedules ?? []) {
    const ofVessel = calls.filter((call) => call.vessel.imo === schedule.vesselIMONumber);
    schedule.transportCalls.forEach((call, index) => {
      const dated = ofVessel[index];
      if (!dated) return;
      const { vessel, week, callIndex, exportVoyage } = dated;
      entries.push({ vessel, week, callIndex, exportVoyage, call });
    });
  }
  const { fromMs, toMs } = periodMs(params.startDate, params.endDate);
  for (const blank of blankCalls(service, seed, fromMs, toMs)) {
    entries.push({ ...blank, call: blankTransportCall(service, blank) });
  }
  entries.sort((a, b) => a.week - b.week || a.callIndex - b.callIndex);
  return { service, entries };
}

/**
 * The OVS 3.0.2 answer of GET v3/service-schedules?carrierServiceCode= (no vessel, no voyage): one ServiceSchedule
 * with every vessel of the service, each with its calls in calling order; [] for an unknown service.
 */
export function longRangeAnswer(
  services: readonly ServiceDefinition[],
  seed: number,
  params: LongRangeParams,
  nowMs: number,
): OvsServiceSchedules {
  const { service, entries } = longRangeEntries(services, seed, params, nowMs);
  if (!service) return [];
  const vessels = [...new Set(entries.map((entry) => entry.vessel))];
  return [
    {
      carrierServiceName: service.name,
      carrierServiceCode: service.code,
      vesselSchedules: vessels.map((vessel) => ({
        vesselOperatorSMDGLinerCode: vesselAnswer(vessel).operatorCarrierCode,
        vesselIMONumber: vessel.imo,
        vesselName: vessel.name,
        vesselCallSign: vessel.callSign,
        isDummyVessel: false,
        transportCalls: entries.filter((entry) => entry.vessel === vessel).map((entry) => entry.call),
      })),
    },
  ];
}
