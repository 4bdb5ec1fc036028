import type { PortCallSchedule, PortSchedules } from '@/features/schedule/api/port-schedule-contract';

import type { VesselCall } from './vessel-calls';
import { commercialSchedules } from './vessel-schedule-answers';

/*
 * The port schedule answer of the mock carrier (GET v1/port-schedules, DCSA Commercial Schedules 1.0.3 `PortSchedule[]`,
 * docs/areas/schedule.md "Port schedule"). Built from the vessel schedule's own answer of the same calls
 * (commercialSchedules), so each call carries exactly the timestamps and cut-offs the vessel schedule gives it.
 */

/** A terminal's entry of the answer while it is being filled. */
interface TerminalEntry {
  location: PortSchedules[number]['location'];
  calls: { sortMs: number; schedule: PortCallSchedule }[];
}

const plannedArrivalMs = (schedule: PortCallSchedule): number => {
  const stamp = schedule.timestamps.find((item) => item.eventTypeCode === 'ARRI' && item.eventClassifierCode === 'PLN');
  return stamp ? Date.parse(stamp.eventDateTime) : 0;
};

/**
 * The CS 1.0.3 `PortSchedule[]` of `calls` (all at one port) at `nowMs` (actual times up to now, estimates after): one
 * entry per terminal (facilitySMDGCode), sorted by code, whose vesselSchedules hold each vessel's call there in
 * planned arrival order. [] when there are no calls.
 */
export function portSchedules(calls: readonly VesselCall[], nowMs: number): PortSchedules {
  const terminals = new Map<string, TerminalEntry>();
  for (const service of commercialSchedules(calls, nowMs)) {
    for (const { vessel, isDummyVessel, transportCalls } of service.vesselSchedules) {
      for (const call of transportCalls) {
        const code = call.location.facilitySMDGCode ?? '';
        const entry = terminals.get(code) ?? { location: { ...call.location }, calls: [] };
        terminals.set(code, entry);
        const schedule: PortCallSchedule = {
          servicePartners: [
            {
              carrierCode: vessel.operatorCarrierCode.slice(0, 4),
              carrierCodeListProvider: 'SMDG',
              carrierServiceName: service.carrierServiceName,
              carrierServiceCode: service.carrierServiceCode,
              carrierImportVoyageNumber: call.carrierImportVoyageNumber,
              carrierExportVoyageNumber: call.carrierExportVoyageNumber ?? call.carrierImportVoyageNumber,
            },
          ],
          vessel,
          isDummyVessel,
          timestamps: call.timestamps,
          ...(call.cutOffTimes ? { cutOffTimes: call.cutOffTimes } : {}),
        };
        entry.calls.push({ sortMs: plannedArrivalMs(schedule), schedule });
      }
    }
  }
  return [...terminals.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([, entry]) => ({
      location: entry.location,
      vesselSchedules: entry.calls.sort((a, b) => a.sortMs - b.sortMs).map((item) => item.schedule),
    }));
}
