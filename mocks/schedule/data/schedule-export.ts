import { format, parse } from 'date-fns';

import type { PointToPointFileRequest, PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { safeSpreadsheetRow } from '@/lib/spreadsheet-cell';

import { firstSeaLeg } from './route-order';

/**
 * The schedule export of POST v1/schedule/point-to-point/files/downloads, laid out like the carrier's workbook
 * (reference/carrier-portals.md): sheet 'Point to Point Schedule', a first row linking back to the schedule page,
 * two header rows, then one row per route with cells like 'BUSAN\n2026-11-24 (Tue)', '34 day(s)', 'FE4',
 * 'ONE HAMBURG 021W'. CSV has the same columns under one flattened header row, UTF-8 with BOM, CRLF.
 */

/** Sheet name of the workbook. */
export const EXPORT_SHEET_NAME = 'Point to Point Schedule';

/** Column groups (header row 2) and their sub-headers (header row 3); a group of one spans both rows. */
export const EXPORT_COLUMNS = [
  { group: 'Origin', sub: ['Origin'] },
  { group: 'Port of Loading', sub: ['Port of Loading'] },
  { group: 'Est. Transit Time', sub: ['Total', 'Route'] },
  { group: 'Port of Discharge', sub: ['Port of Discharge'] },
  { group: 'Destination', sub: ['Destination'] },
  { group: 'Service', sub: ['Service'] },
  { group: 'Vessel/Voyage', sub: ['Vessel/Voyage'] },
  { group: 'Cut-off', sub: ['Port (CY)', 'Documentation', 'VGM'] },
  { group: 'CO2', sub: ['Distance (km)', 'kg/TEU TTW', 'kg/TEU WTW'] },
] as const;

function placeAndDate(name: string, dateTime: string): string {
  const date = parse(dateTime, 'yyyy-MM-dd HH:mm:ss', new Date(2000, 0, 1));
  return `${name.toUpperCase()}\n${format(date, 'yyyy-MM-dd (EEE)')}`;
}

function cutOff(route: PointToPointRoute, code: 'PCO' | 'DCO' | 'VCO'): string {
  const value = route.cutOffTimes.find((c) => c.cutOffDateTimeCode === code)?.cutOffDateTime;
  return value ? value.slice(0, 16) : '--';
}

/** One export row (14 cells, in {@link EXPORT_COLUMNS} order) for a route; numbers stay numbers, missing is '--'. */
export function exportRow(route: PointToPointRoute): (string | number)[] {
  const vesselLegs = route.sailInfo.filter((leg) => leg.modeOfTransport === 'VESSEL');
  const trunk = firstSeaLeg(route);
  const routing =
    route.routeType === 'DIRECT'
      ? 'Direct'
      : `Transshipment via ${route.transshipmentPorts.map((port) => port.locationName).join(', ')}`;
  return [
    placeAndDate(route.por.locationName, route.departureDate),
    trunk ? placeAndDate(route.pol.locationName, trunk.departureDate) : route.pol.locationName.toUpperCase(),
    `${route.transitTime} day(s)`,
    routing,
    route.pod.locationName.toUpperCase(),
    placeAndDate(route.del.locationName, route.arrivalDate),
    vesselLegs.map((leg) => leg.serviceCode ?? '').join('\n'),
    vesselLegs.map((leg) => `${leg.vesselName ?? ''} ${leg.voyageNumber ?? ''}`.trim()).join('\n'),
    cutOff(route, 'PCO'),
    cutOff(route, 'DCO'),
    cutOff(route, 'VCO'),
    route.emission ? Math.round(route.emission.distanceKm) : '--',
    route.emission ? Math.round(route.emission.ttwCo2KgPerTeu) : '--',
    route.emission ? Math.round(route.emission.wtwCo2KgPerTeu) : '--',
  ];
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV file: BOM, a link line back to the schedule page, one header row, one row per route, CRLF. */
export function buildScheduleCsv(routes: readonly PointToPointRoute[], scheduleUrl: string): string {
  const header = EXPORT_COLUMNS.flatMap((column) =>
    column.sub.length === 1 ? [column.group] : column.sub.map((sub) => `${column.group} - ${sub}`),
  );
  const lines = [['Go to ONE Schedule Page', scheduleUrl], header, ...routes.map(exportRow)];
  return `\uFEFF${lines.map((line) => safeSpreadsheetRow(line).map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The xlsx workbook as bytes. exceljs is loaded on first use so that the mock backend's start-up stays light.
 * `request` names the route in the title row.
 */
export async function buildScheduleWorkbook(
  routes: readonly PointToPointRoute[],
  request: PointToPointFileRequest,
  scheduleUrl: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ONE e-Commerce';
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 3 }] });
  const title = `Point to Point Schedule: ${request.porName} to ${request.delName} (${request.fromDate} to ${request.toDate})`;
  sheet.addRow([title, null, { text: 'Go to ONE Schedule Page', hyperlink: scheduleUrl }]);
  sheet.getCell('A1').font = { bold: true };
  sheet.getCell('C1').font = { color: { argb: 'FF0A55B5' }, underline: true };

  const groupRow: string[] = [];
  const subRow: string[] = [];
  for (const column of EXPORT_COLUMNS) {
    column.sub.forEach((sub, index) => {
      groupRow.push(index === 0 ? column.group : '');
      subRow.push(column.sub.length === 1 ? '' : sub);
    });
  }
  sheet.addRow(groupRow);
  sheet.addRow(subRow);
  let col = 1;
  for (const column of EXPORT_COLUMNS) {
    const span = column.sub.length;
    if (span === 1) sheet.mergeCells(2, col, 3, col);
    else sheet.mergeCells(2, col, 2, col + span - 1);
    col += span;
  }
  for (const rowNumber of [2, 3]) {
    const row = sheet.getRow(rowNumber);
    row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    row.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B1F44' } };
    });
  }
  for (const route of routes) {
    const row = sheet.addRow(safeSpreadsheetRow(exportRow(route)));
    row.alignment = { vertical: 'top', wrapText: true };
  }
  const widths = [24, 24, 12, 28, 20, 24, 10, 24, 17, 17, 17, 13, 12, 12];
  widths.forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return workbook.xlsx.writeBuffer();
}
