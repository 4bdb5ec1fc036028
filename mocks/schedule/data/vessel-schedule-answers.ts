import type {
  CsServiceSchedules,
  OvsServiceSchedules,
  Vessel as VesselAnswer,
  VesselScheduleParams,
} from '@/features/schedule/api/vessel-schedule-contract';
import { VESSEL_SEARCH_LIMIT } from '@/features/schedule/api/vessel-schedule-contract';

import type { Operator } from './service-types';
import type { ServiceDefinition } from './services';
import { type CallDelay, callsOfVessel, fleetIndex, type VesselCall } from './vessel-calls';
import type { Vessel } from './vessels';
import { isoWithOffset } from './zoned-time';

/*
 * The vessel schedule answers of the mock carrier (docs/areas/schedule.md): DCSA Commercial Schedules 1.0.3
 * (GET v1/vessel-schedules), Operational Vessel Schedules 3.0.2 (GET v3/service-schedules) and the fleet search, all
 * from the calls of mocks/schedule/data/vessel-calls.ts.
 */

const DAY_MS = 86_400_000;

/** SMDG liner codes of the operators (operatorCarrierCode, vesselOperatorSMDGLinerCode). */
const OPERATOR_CODES: Readonly<Record<Operator, string>> = {
  ONE: 'ONE',
  HAPAG_LLOYD: 'HLC',
  HMM: 'HMM',
  YANG_MING: 'YML',
  WAN_HAI: 'WHL',
  X_PRESS: 'XPF',
  PIL: 'PIL',
  SAMUDERA: 'SMD',
};

/** The CS 1.0.3 `Vessel` of a fleet vessel. */
export function vesselAnswer(vessel: Vessel): VesselAnswer {
  return {
    vesselIMONumber: vessel.imo,
    name: vessel.name,
    flag: vessel.flag,
    callSign: vessel.callSign,
    operatorCarrierCode: OPERATOR_CODES[vessel.operator],
    operatorCarrierCodeListProvider: 'SMDG',
  };
}

/**
 * The fleet search: vessels whose name contains `keyword` (ignoring case), whose IMO number starts with it or whose call
 * sign equals it; or the vessel with call sign `callSign`. Names starting with the keyword first, then by name; at most
 * VESSEL_SEARCH_LIMIT.
 */
export function searchVessels(
  services: readonly ServiceDefinition[],
  query: { keyword?: string | undefined; callSign?: string | undefined },
): VesselAnswer[] {
  const fleet = services.flatMap((service) => service.vessels);
  const needle = query.keyword?.trim().toUpperCase();
  const callSign = query.callSign?.trim().toUpperCase();
  const found = fleet.filter((vessel) => {
    if (callSign !== undefined) return vessel.callSign === callSign;
    if (!needle) return false;
    return vessel.name.includes(needle) || vessel.imo.startsWith(needle) || vessel.callSign === needle;
  });
  const rank = (vessel: Vessel) => (needle && vessel.name.startsWith(needle) ? 0 : 1);
  return found
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'))
    .slice(0, VESSEL_SEARCH_LIMIT)
    .map(vesselAnswer);
}

/** The calls matching a schedule query (DCSA filters), grouped by service, in calling order. */
export function matchingCalls(
  services: readonly ServiceDefinition[],
  seed: number,
  params: VesselScheduleParams,
): VesselCall[] {
  const fromMs = Date.parse(`${params.startDate}T00:00:00Z`);
  const toMs = Date.parse(`${params.endDate}T00:00:00Z`) + DAY_MS;
  const name = params.vesselName?.trim().toUpperCase();
  const index = fleetIndex(services);
  const calls: VesselCall[] = [];
  for (const [imo, { service, slot }] of index) {
    const vessel = service.vessels[slot];
    if (!vessel) continue;
    if (params.vesselIMONumber !== undefined && imo !== params.vesselIMONumber) continue;
    if (name !== undefined && vessel.name !== name) continue;
    if (params.carrierServiceCode !== undefined && service.code !== params.carrierServiceCode) continue;
    let vesselCalls = callsOfVessel(service, slot, seed, fromMs, toMs);
    const voyage = params.carrierVoyageNumber?.toUpperCase();
    if (voyage !== undefined) {
      // DCSA: a voyage filter answers the entire voyage(s) matched, import or export.
      vesselCalls = vesselCalls.filter((call) => call.importVoyage === voyage || call.exportVoyage === voyage);
    }
    calls.push(...vesselCalls);
  }
  return calls;
}

function groupByService(calls: readonly VesselCall[]): Map<ServiceDefinition, VesselCall[]> {
  const groups = new Map<ServiceDefinition, VesselCall[]>();
  for (const call of calls) groups.set(call.service, [...(groups.get(call.service) ?? []), call]);
  return groups;
}

const reference = (call: VesselCall): string => `${call.vessel.imo}-${call.week}-${call.callIndex}`;

interface Stamp {
  eventTypeCode: 'ARRI' | 'DEPA';
  eventClassifierCode: 'PLN' | 'EST' | 'ACT';
  eventDateTime: string;
  delay: CallDelay | null;
}

/** The planned timestamp and, at `nowMs`, the actual one (once it happened) or the estimate (with the delay known). */
function stampsOf(call: VesselCall, nowMs: number): Stamp[] {
  const zone = call.port.timeZone;
  const events = [
    { type: 'ARRI' as const, planned: call.plannedArrival.epochMs, delay: call.arrivalDelay },
    { type: 'DEPA' as const, planned: call.plannedDeparture.epochMs, delay: call.departureDelay },
  ];
  return events.flatMap(({ type, planned, delay }) => {
    const actualMs = planned + (delay?.ms ?? 0);
    const known = delay && delay.knownAtMs <= nowMs ? delay : null;
    const latest: Stamp =
      actualMs <= nowMs
        ? { eventTypeCode: type, eventClassifierCode: 'ACT', eventDateTime: isoWithOffset(actualMs, zone), delay }
        : {
            eventTypeCode: type,
            eventClassifierCode: 'EST',
            eventDateTime: isoWithOffset(planned + (known?.ms ?? 0), zone),
            delay: known,
          };
    return [
      { eventTypeCode: type, eventClassifierCode: 'PLN', eventDateTime: isoWithOffset(planned, zone), delay: null },
      latest,
    ];
  });
}

/** What both standards say alike of a call: its reference and the voyage numbers it arrives and leaves on. */
function callVoyage(call: VesselCall) {
  return {
    transportCallReference: reference(call),
    carrierImportVoyageNumber: call.importVoyage,
    carrierExportVoyageNumber: call.exportVoyage,
  };
}

/**
 * `calls` nested as both standards nest them: per service (in first-call order), its vessels in first-call order, each
 * with its own calls in call order, shaped by `vesselSchedule`.
 */
function perServiceVessel<T>(
  calls: readonly VesselCall[],
  vesselSchedule: (vessel: VesselCall['vessel'], vesselCalls: VesselCall[]) => T,
) {
  return [...groupByService(calls)].map(([service, serviceCalls]) => ({
    carrierServiceName: service.name,
    carrierServiceCode: service.code,
    vesselSchedules: [...new Set(serviceCalls.map((call) => call.vessel))].map((vessel) =>
      vesselSchedule(
        vessel,
        serviceCalls.filter((call) => call.vessel === vessel),
      ),
    ),
  }));
}

/** The CS 1.0.3 answer (GET v1/vessel-schedules) of `calls` at `nowMs`. */
export function commercialSchedules(calls: readonly VesselCall[], nowMs: number): CsServiceSchedules {
  return perServiceVessel(calls, (vessel, vesselCalls) => ({
    vessel: vesselAnswer(vessel),
    isDummyVessel: false,
    transportCalls: vesselCalls.map((call) => ({
      ...callVoyage(call),
      location: {
        locationName: call.port.locationName,
        facilityName: call.terminal.name,
        UNLocationCode: call.port.locationCode,
        facilitySMDGCode: call.terminal.code,
      },
      cutOffTimes: [
        {
          cutOffDateTimeCode: 'DCO' as const,
          cutOffDateTime: isoWithOffset(call.cutOffs.dcoAt.epochMs, call.port.timeZone),
        },
        {
          cutOffDateTimeCode: 'VCO' as const,
          cutOffDateTime: isoWithOffset(call.cutOffs.vcoAt.epochMs, call.port.timeZone),
        },
        {
          cutOffDateTimeCode: 'PCO' as const,
          cutOffDateTime: isoWithOffset(call.cutOffs.pcoAt.epochMs, call.port.timeZone),
        },
      ],
      timestamps: stampsOf(call, nowMs).map(({ eventTypeCode, eventClassifierCode, eventDateTime }) => ({
        eventTypeCode,
        eventClassifierCode,
        eventDateTime,
      })),
    })),
  }));
}

const REMARKS: Readonly<Record<CallDelay['reason'], string>> = {
  WEA: 'Bad weather on passage',
  STR: 'Strike at a port of the voyage',
};

/** The OVS 3.0.2 answer (GET v3/service-schedules) of `calls` at `nowMs`: the same calls, with delay reasons. */
export function operationalSchedules(calls: readonly VesselCall[], nowMs: number): OvsServiceSchedules {
  return perServiceVessel(calls, (vessel, vesselCalls) => ({
    vesselOperatorSMDGLinerCode: OPERATOR_CODES[vessel.operator],
    vesselIMONumber: vessel.imo,
    vesselName: vessel.name,
    vesselCallSign: vessel.callSign,
    isDummyVessel: false,
    transportCalls: vesselCalls.map((call) => ({
      ...callVoyage(call),
      location: {
        locationType: 'FACS',
        locationName: call.terminal.name,
        UNLocationCode: call.port.locationCode,
        facilitySMDGCode: call.terminal.code,
      },
      timestamps: stampsOf(call, nowMs).map(({ delay, ...stamp }) => ({
        ...stamp,
        ...(delay && stamp.eventClassifierCode !== 'PLN'
          ? { delayReasonCodes: [delay.reason], changeRemark: REMARKS[delay.reason] }
          : {}),
      })),
    })),
  }));
}
