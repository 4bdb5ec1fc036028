import type { LongRangeCall, LongRangeSchedules, ScheduleService } from '../api/long-range-schedule-contract';

/*
 * The long-range schedule as carriers publish it (docs/areas/schedule.md "Long-range schedule"): one row per voyage of
 * a vessel (both halves of the round voyage, which share the voyage number's digits: '021W' then '021E'), one column
 * per call of the service's rotation, in order. A call goes to the rotation column of its port whose direction is
 * its export voyage's letter (a hub called on both halves has two columns).
 */

/** A time of a cell: the local date at the port ('2026-12-01'), the full DCSA timestamp and which kind it is. */
export interface GridTime {
  readonly date: string;
  readonly dateTime: string;
  readonly classifier: 'PLN' | 'EST' | 'ACT';
}

/** One cell: a call (arrival and departure as planned or as now known), a blank sailing, an omitted call, or none. */
export type GridCell =
  | { kind: 'call'; arrival: GridTime | null; departure: GridTime | null; late: boolean }
  | { kind: 'blank' }
  | { kind: 'omitted' }
  | { kind: 'none' };

/** One voyage row. */
export interface GridRow {
  /** Vessel IMO number + voyage digits: unique in a service's grid. */
  readonly key: string;
  readonly vesselName: string;
  readonly vesselIMONumber: string | undefined;
  /** Export voyage numbers of the row's calls in rotation order ('021W / 021E'). */
  readonly voyage: string;
  /** True when every call of the voyage is a blank sailing (OVS statusCodes BLNK). */
  readonly blankSailing: boolean;
  /** One per rotation call. */
  readonly cells: readonly GridCell[];
}

/** The grid of one service. */
export interface ServiceGrid {
  readonly service: ScheduleService;
  readonly rows: readonly GridRow[];
}

const HOUR_MS = 3_600_000;

function timeOf(call: LongRangeCall, type: 'ARRI' | 'DEPA'): { time: GridTime | null; late: boolean } {
  const of = (kind: GridTime['classifier']) =>
    call.timestamps.find((stamp) => stamp.eventTypeCode === type && stamp.eventClassifierCode === kind);
  const planned = of('PLN');
  const current = of('ACT') ?? of('EST') ?? planned;
  if (!current) return { time: null, late: false };
  const late = planned !== undefined && Date.parse(current.eventDateTime) > Date.parse(planned.eventDateTime);
  return {
    time: {
      date: current.eventDateTime.slice(0, 10),
      dateTime: current.eventDateTime,
      classifier: current.eventClassifierCode,
    },
    late,
  };
}

function cellOf(call: LongRangeCall): GridCell {
  if (call.statusCodes?.includes('BLNK')) return { kind: 'blank' };
  if (call.statusCodes?.includes('OMIT')) return { kind: 'omitted' };
  const arrival = timeOf(call, 'ARRI');
  const departure = timeOf(call, 'DEPA');
  return { kind: 'call', arrival: arrival.time, departure: departure.time, late: arrival.late || departure.late };
}

const voyageOfCall = (call: LongRangeCall) => call.carrierExportVoyageNumber ?? call.carrierImportVoyageNumber;
const directionOf = (voyage: string) => voyage.slice(-1);
const digitsOf = (voyage: string) => voyage.replace(/[A-Z]$/, '');
const plannedMs = (call: LongRangeCall) =>
  Date.parse(
    call.timestamps.find((stamp) => stamp.eventClassifierCode === 'PLN')?.eventDateTime ??
      call.timestamps[0]?.eventDateTime ??
      '',
  );

interface Draft {
  key: string;
  vesselName: string;
  vesselIMONumber: string | undefined;
  calls: (LongRangeCall | undefined)[];
  /** Planned start of the voyage (epoch ms): a call's planned arrival minus its pro-forma offset. */
  startMs: number;
}

function columnOf(service: ScheduleService, draft: Draft, call: LongRangeCall): number {
  const direction = directionOf(voyageOfCall(call));
  const port = call.location.UNLocationCode;
  const matches = service.rotation
    .map((stop, index) => ({ stop, index }))
    .filter(({ stop }) => stop.UNLocationCode === port && stop.direction === direction);
  return (matches.find(({ index }) => draft.calls[index] === undefined) ?? matches[0])?.index ?? -1;
}

/**
 * The grid of one service from its OVS 3.0.2 answer: rows in voyage order (planned start), cells by rotation column;
 * a column with no call inside a voyage's span is 'omitted', outside it (the period's edges) 'none'. Calls at a port
 * the rotation does not know are left out.
 */
export function buildServiceGrid(service: ScheduleService, answer: LongRangeSchedules): ServiceGrid {
  const drafts = new Map<string, Draft>();
  for (const schedule of answer) {
    for (const vessel of schedule.vesselSchedules) {
      for (const call of vessel.transportCalls) {
        const key = `${vessel.vesselIMONumber ?? vessel.vesselName ?? ''}|${digitsOf(voyageOfCall(call))}`;
        const draft = drafts.get(key) ?? {
          key,
          vesselName: vessel.vesselName ?? '',
          vesselIMONumber: vessel.vesselIMONumber,
          calls: service.rotation.map(() => undefined),
          startMs: Number.POSITIVE_INFINITY,
        };
        drafts.set(key, draft);
        const column = columnOf(service, draft, call);
        const stop = service.rotation[column];
        if (!stop) continue;
        draft.calls[column] = call;
        draft.startMs = Math.min(draft.startMs, plannedMs(call) - stop.proformaArrivalHours * HOUR_MS);
      }
    }
  }
  const rows = [...drafts.values()]
    .filter((draft) => draft.calls.some((call) => call !== undefined))
    .sort((a, b) => a.startMs - b.startMs || a.vesselName.localeCompare(b.vesselName, 'en'))
    .map((draft): GridRow => {
      const present = draft.calls.flatMap((call, index) => (call ? [index] : []));
      const first = present[0] ?? 0;
      const last = present.at(-1) ?? 0;
      const calls = draft.calls.filter((call) => call !== undefined);
      return {
        key: draft.key,
        vesselName: draft.vesselName,
        vesselIMONumber: draft.vesselIMONumber,
        voyage: [...new Set(calls.map(voyageOfCall))].join(' / '),
        blankSailing: calls.every((call) => call.statusCodes?.includes('BLNK')),
        cells: draft.calls.map((call, index) => {
          if (call) return cellOf(call);
          return index > first && index < last ? { kind: 'omitted' } : { kind: 'none' };
        }),
      };
    });
  return { service, rows };
}
