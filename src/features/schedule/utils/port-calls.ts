import type { PortCallSchedule, PortSchedules } from '../api/port-schedule-contract';
import type { CallTimes } from './vessel-calls';

/** One call of the port schedule as the page shows it (times ISO 8601 with the port's offset). */
export interface PortCallView {
  /** Unique within the answer: vessel, voyage and terminal. */
  key: string;
  portCode: string;
  portName: string;
  terminalCode: string;
  terminalName: string;
  serviceCode: string;
  serviceName: string;
  vesselName: string;
  vesselIMONumber: string | undefined;
  importVoyage: string;
  exportVoyage: string;
  /** Direction of the voyage leaving the port: the export voyage number's last letter (N, E, S, W, R) or ''. */
  direction: string;
  arrival: CallTimes;
  departure: CallTimes;
  cutOffs: { code: string; at: string }[];
}

/** The direction letter a voyage number ends with ('021W' -> 'W'), or '' when it ends otherwise. */
export function directionOf(voyage: string): string {
  const last = voyage.trim().slice(-1).toUpperCase();
  return 'NESWR'.includes(last) && last !== '' ? last : '';
}

function timesOf(schedule: PortCallSchedule, type: 'ARRI' | 'DEPA'): CallTimes {
  const times: CallTimes = {};
  for (const stamp of schedule.timestamps) {
    if (stamp.eventTypeCode !== type) continue;
    if (stamp.eventClassifierCode === 'PLN') times.planned = stamp.eventDateTime;
    if (stamp.eventClassifierCode === 'EST') times.estimated = stamp.eventDateTime;
    if (stamp.eventClassifierCode === 'ACT') times.actual = stamp.eventDateTime;
  }
  return times;
}

/** The rows of a port schedule answer: every terminal's calls, by planned arrival (then vessel name). */
export function toPortCallViews(answer: PortSchedules): PortCallView[] {
  const rows: PortCallView[] = [];
  for (const { location, vesselSchedules = [] } of answer) {
    for (const schedule of vesselSchedules) {
      const [partner] = schedule.servicePartners;
      if (!partner) continue;
      const terminalCode = location.facilitySMDGCode ?? '';
      const vesselName = schedule.vessel?.name ?? '';
      rows.push({
        key: `${schedule.vessel?.vesselIMONumber ?? vesselName}-${partner.carrierImportVoyageNumber}-${terminalCode}`,
        portCode: location.UNLocationCode ?? '',
        portName: location.locationName ?? location.UNLocationCode ?? '',
        terminalCode,
        terminalName: location.facilityName ?? terminalCode,
        serviceCode: partner.carrierServiceCode,
        serviceName: partner.carrierServiceName,
        vesselName,
        vesselIMONumber: schedule.vessel?.vesselIMONumber,
        importVoyage: partner.carrierImportVoyageNumber,
        exportVoyage: partner.carrierExportVoyageNumber,
        direction: directionOf(partner.carrierExportVoyageNumber),
        arrival: timesOf(schedule, 'ARRI'),
        departure: timesOf(schedule, 'DEPA'),
        cutOffs: (schedule.cutOffTimes ?? []).map((cutOff) => ({
          code: cutOff.cutOffDateTimeCode,
          at: cutOff.cutOffDateTime,
        })),
      });
    }
  }
  const arrivalMs = (row: PortCallView) => Date.parse(row.arrival.planned ?? row.departure.planned ?? '');
  return rows.sort((a, b) => arrivalMs(a) - arrivalMs(b) || a.vesselName.localeCompare(b.vesselName, 'en'));
}

/** The filters of the loaded answer; an undefined filter keeps every row. */
export interface PortCallFilter {
  service?: string | undefined;
  terminal?: string | undefined;
  direction?: string | undefined;
}

/** The rows matching every filter given. */
export function filterPortCalls(rows: readonly PortCallView[], filter: PortCallFilter): PortCallView[] {
  return rows.filter(
    (row) =>
      (filter.service === undefined || row.serviceCode === filter.service) &&
      (filter.terminal === undefined || row.terminalCode === filter.terminal) &&
      (filter.direction === undefined || row.direction === filter.direction),
  );
}

/** The choices of each filter in the answer: services (code, name) by code, terminals by code, directions. */
export function portCallChoices(rows: readonly PortCallView[]) {
  const services = new Map<string, string>();
  const terminals = new Map<string, string>();
  const directions = new Set<string>();
  for (const row of rows) {
    services.set(row.serviceCode, row.serviceName);
    terminals.set(row.terminalCode, row.terminalName);
    if (row.direction) directions.add(row.direction);
  }
  const byKey = (a: [string, string], b: [string, string]) => a[0].localeCompare(b[0], 'en');
  return {
    services: [...services].sort(byKey),
    terminals: [...terminals].sort(byKey),
    directions: [...directions].sort(),
  };
}

/** True when the vessel has not left the call at `nowMs` (its latest departure time is ahead). */
export function isComingPortCall(row: PortCallView, nowMs: number): boolean {
  const departure = row.departure.actual ?? row.departure.estimated ?? row.departure.planned;
  return departure !== undefined && Date.parse(departure) > nowMs;
}
