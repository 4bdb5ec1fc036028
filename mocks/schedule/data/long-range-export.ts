import type { OvsServiceSchedules } from '@/features/schedule/api/vessel-schedule-contract';
import { safeSpreadsheetRow } from '@/lib/spreadsheet-cell';

import type { LongRangeEntry } from './long-range';
import { requirePort } from './ports';
import type { ServiceDefinition } from './services';

/*
 * The long-range schedule as the carrier publishes it, for the xlsx download (docs/areas/schedule.md "Long-range
 * schedule"): one row per voyage of a vessel (the round voyage of one week, both halves), one column per call of the
 * service's rotation. Built here from the mock's own calls, not from the page's grid code, so the e2e test that
 * compares the file with the page compares two implementations.
 */

type Timestamp = OvsServiceSchedules[number]['vesselSchedules'][number]['transportCalls'][number]['timestamps'][number];

/** One voyage row: vessel name, voyage numbers ('021W / 021E') and one text per rotation call. */
export interface LongRangeExportRow {
  readonly vesselName: string;
  readonly voyage: string;
  /** Per rotation call: 'yyyy-MM-dd / yyyy-MM-dd' (local arrival / departure, ' (late)' when behind plan),
   * 'Blank sailing', 'Omitted' (a gap inside the voyage) or '' (outside the period). */
  readonly cells: readonly string[];
}

function latest(timestamps: readonly Timestamp[], type: 'ARRI' | 'DEPA') {
  const of = (kind: Timestamp['eventClassifierCode']) =>
    timestamps.find((stamp) => stamp.eventTypeCode === type && stamp.eventClassifierCode === kind)?.eventDateTime;
  const planned = of('PLN');
  const current = of('ACT') ?? of('EST') ?? planned;
  const late = planned !== undefined && current !== undefined && Date.parse(current) > Date.parse(planned);
  return { date: current?.slice(0, 10) ?? '', late };
}

function cellText(entry: LongRangeEntry): string {
  if (entry.call.statusCodes?.includes('BLNK')) return 'Blank sailing';
  if (entry.call.statusCodes?.includes('OMIT')) return 'Omitted';
  const arrival = latest(entry.call.timestamps, 'ARRI');
  const departure = latest(entry.call.timestamps, 'DEPA');
  return `${arrival.date} / ${departure.date}${arrival.late || departure.late ? ' (late)' : ''}`;
}

/** The voyage rows of one service's entries (sorted by voyage week, then call), in voyage order. */
export function longRangeExportRows(
  service: ServiceDefinition,
  entries: readonly LongRangeEntry[],
): LongRangeExportRow[] {
  const voyages = new Map<string, LongRangeEntry[]>();
  for (const entry of entries) {
    const key = `${entry.vessel.imo}|${entry.week}`;
    voyages.set(key, [...(voyages.get(key) ?? []), entry]);
  }
  return [...voyages.values()].map((calls) => {
    const indexes = calls.map((entry) => entry.callIndex);
    const first = Math.min(...indexes);
    const last = Math.max(...indexes);
    const cells = service.calls.map((_, index) => {
      const entry = calls.find((candidate) => candidate.callIndex === index);
      if (entry) return cellText(entry);
      return index > first && index < last ? 'Omitted' : '';
    });
    const voyageNumbers = [...new Set(calls.map((entry) => entry.exportVoyage))];
    return { vesselName: calls[0]?.vessel.name ?? '', voyage: voyageNumbers.join(' / '), cells };
  });
}

/** Column headers of a service's sheet: 'Vessel', 'Voyage', then 'KRPUS Busan' per rotation call. */
export function longRangeExportHeader(service: ServiceDefinition): string[] {
  return ['Vessel', 'Voyage', ...service.calls.map((call) => `${call.port} ${requirePort(call.port).locationName}`)];
}

/**
 * The xlsx workbook as bytes: one worksheet per service (named by its code), a title row, the header row, then one
 * row per voyage; every text cell through safeSpreadsheetRow (OWASP CSV injection). exceljs is loaded on first use.
 */
export async function buildLongRangeWorkbook(
  sheets: readonly { service: ServiceDefinition; rows: readonly LongRangeExportRow[] }[],
  period: { startDate: string; endDate: string },
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ONE e-Commerce';
  for (const { service, rows } of sheets) {
    const sheet = workbook.addWorksheet(service.code, { views: [{ state: 'frozen', xSplit: 2, ySplit: 2 }] });
    sheet.addRow(
      safeSpreadsheetRow([
        `Long Range Schedule: ${service.code} ${service.name} (${period.startDate} to ${period.endDate})`,
      ]),
    );
    sheet.getCell('A1').font = { bold: true };
    const header = sheet.addRow(safeSpreadsheetRow(longRangeExportHeader(service)));
    header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    header.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    header.eachCell({ includeEmpty: true }, (cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B1F44' } };
    });
    for (const row of rows) sheet.addRow(safeSpreadsheetRow([row.vesselName, row.voyage, ...row.cells]));
    sheet.getColumn(1).width = 26;
    sheet.getColumn(2).width = 14;
    service.calls.forEach((_, index) => {
      sheet.getColumn(index + 3).width = 25;
    });
  }
  return workbook.xlsx.writeBuffer();
}
