import type { CsServiceSchedules, CsTransportCall, OvsServiceSchedules, Vessel } from '../api/vessel-schedule-contract';

/** Planned, estimated and actual times of one event of a call (ISO 8601 with the port's offset). */
export interface CallTimes {
  planned?: string;
  estimated?: string;
  actual?: string;
}

/** One port call as the page shows it. */
export interface CallView {
  reference: string;
  portCode: string;
  portName: string;
  terminalCode?: string | undefined;
  terminalName?: string | undefined;
  serviceCode: string;
  serviceName: string;
  vesselName: string;
  vesselIMONumber: string;
  importVoyage: string;
  exportVoyage: string;
  arrival: CallTimes;
  departure: CallTimes;
  /** Whole hours the latest arrival (actual, else estimated) is behind the plan; 0 when on time or early. */
  delayHours: number;
  /** SMDG delay reason codes of the call's timestamps ('WEA'), without repeats. */
  delayReasons: string[];
  cutOffs: { code: string; at: string }[];
}

/** A vessel's schedule: the vessel and its calls in calling order. */
export interface VesselScheduleView {
  vessel: Vessel | null;
  calls: CallView[];
}

function timesOf(call: CsTransportCall, type: 'ARRI' | 'DEPA'): CallTimes {
  const times: CallTimes = {};
  for (const stamp of call.timestamps) {
    if (stamp.eventTypeCode !== type) continue;
    if (stamp.eventClassifierCode === 'PLN') times.planned = stamp.eventDateTime;
    if (stamp.eventClassifierCode === 'EST') times.estimated = stamp.eventDateTime;
    if (stamp.eventClassifierCode === 'ACT') times.actual = stamp.eventDateTime;
  }
  return times;
}

/** The latest known time of an event: actual, else estimated, else planned. */
export function latestTime(times: CallTimes): string | undefined {
  return times.actual ?? times.estimated ?? times.planned;
}

const HOUR_MS = 3_600_000;

function delayHoursOf(times: CallTimes): number {
  const latest = times.actual ?? times.estimated;
  if (!latest || !times.planned) return 0;
  return Math.max(0, Math.round((Date.parse(latest) - Date.parse(times.planned)) / HOUR_MS));
}

/** Joins the Commercial Schedules answer with the delay reasons of the Operational Vessel Schedules answer. */
export function toVesselScheduleView(
  commercial: CsServiceSchedules,
  operational: OvsServiceSchedules,
): VesselScheduleView {
  const reasons = new Map<string, string[]>();
  for (const service of operational) {
    for (const schedule of service.vesselSchedules) {
      for (const call of schedule.transportCalls) {
        const codes = call.timestamps.flatMap((stamp) => stamp.delayReasonCodes ?? []);
        reasons.set(call.transportCallReference, [...new Set(codes)]);
      }
    }
  }
  let vessel: Vessel | null = null;
  const calls: CallView[] = [];
  for (const service of commercial) {
    for (const schedule of service.vesselSchedules) {
      vessel ??= schedule.vessel;
      for (const call of schedule.transportCalls) {
        const arrival = timesOf(call, 'ARRI');
        calls.push({
          reference: call.transportCallReference,
          portCode: call.location.UNLocationCode,
          portName: call.location.locationName ?? call.location.UNLocationCode,
          terminalCode: call.location.facilitySMDGCode,
          terminalName: call.location.facilityName,
          serviceCode: service.carrierServiceCode,
          serviceName: service.carrierServiceName,
          vesselName: schedule.vessel.name,
          vesselIMONumber: schedule.vessel.vesselIMONumber,
          importVoyage: call.carrierImportVoyageNumber,
          exportVoyage: call.carrierExportVoyageNumber ?? call.carrierImportVoyageNumber,
          arrival,
          departure: timesOf(call, 'DEPA'),
          delayHours: delayHoursOf(arrival),
          delayReasons: reasons.get(call.transportCallReference) ?? [],
          cutOffs: (call.cutOffTimes ?? []).map((cutOff) => ({
            code: cutOff.cutOffDateTimeCode,
            at: cutOff.cutOffDateTime,
          })),
        });
      }
    }
  }
  calls.sort((a, b) => Date.parse(a.arrival.planned ?? '') - Date.parse(b.arrival.planned ?? ''));
  return { vessel, calls };
}

/** True when the vessel has not left the call yet at `nowMs` (its latest departure time is ahead). */
export function isComingCall(call: CallView, nowMs: number): boolean {
  const departure = latestTime(call.departure);
  return departure !== undefined && Date.parse(departure) > nowMs;
}

/**
 * The call where the voyage leaving `call` ends: the last later call the vessel reaches on `call`'s export voyage (its
 * import voyage), or undefined when none is in the list.
 */
export function voyageEndOf(calls: readonly CallView[], call: CallView): CallView | undefined {
  const index = calls.indexOf(call);
  let end: CallView | undefined;
  for (const later of calls.slice(index + 1)) {
    if (later.importVoyage !== call.exportVoyage) break;
    end = later;
  }
  return end;
}

/** 'yyyy-MM-dd HH:mm:ss', the wall-clock part of an ISO 8601 date-time with offset (the schedule links' format). */
export function wallClockOf(value: string): string {
  return `${value.slice(0, 10)} ${value.slice(11, 19)}`;
}
