import type { BookingSummary } from '@/domain/booking/booking-list-contract';
import { safeSpreadsheetRow } from '@/lib/spreadsheet-cell';

/*
 * The shipments overview's export (GET v1/bookings/files/downloads): one sheet 'Shipments', a header row, one row per
 * booking in the list's order. Times are written as sent (local with offset), so the file means the same in any zone.
 */

/** Sheet name of the workbook. */
export const SHIPMENTS_SHEET_NAME = 'Shipments';

/** Column headers, in row order. */
export const SHIPMENTS_EXPORT_COLUMNS = [
  'Booking number',
  'Request reference',
  'Status',
  'Amendment',
  'POL',
  'POD',
  'Vessel/Voyage',
  'ETD (local)',
  'ETA (local)',
  'Equipment',
  'Next cut-off',
  'Created (UTC)',
] as const;

const dateTime = (value: string | undefined) =>
  value ? `${value.slice(0, 16).replace('T', ' ')} ${value.slice(19) || 'Z'}` : '--';

/** One export row for a booking (cells in {@link SHIPMENTS_EXPORT_COLUMNS} order; missing values are '--'). */
export function shipmentsExportRow(booking: BookingSummary): string[] {
  return [
    booking.carrierBookingReference ?? '--',
    booking.carrierBookingRequestReference,
    booking.bookingStatus,
    booking.amendedBookingStatus ?? '',
    `${booking.pol.locationName} (${booking.pol.UNLocationCode})`,
    `${booking.pod.locationName} (${booking.pod.UNLocationCode})`,
    [booking.vesselName, booking.carrierExportVoyageNumber].filter(Boolean).join(' ') || '--',
    dateTime(booking.departureDateTime),
    dateTime(booking.arrivalDateTime),
    booking.equipments.map((line) => `${line.units} x ${line.ISOEquipmentCode}`).join(', '),
    booking.nextCutOff
      ? `${booking.nextCutOff.cutOffDateTimeCode} ${dateTime(booking.nextCutOff.cutOffDateTime)}`
      : '--',
    dateTime(booking.createdDateTime),
  ];
}

/** The xlsx workbook as bytes; exceljs loads on first use, as the schedule export's does. */
export async function buildShipmentsWorkbook(bookings: readonly BookingSummary[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ONE e-Commerce';
  const sheet = workbook.addWorksheet(SHIPMENTS_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow([...SHIPMENTS_EXPORT_COLUMNS]);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B1F44' } };
  });
  for (const booking of bookings) sheet.addRow(safeSpreadsheetRow(shipmentsExportRow(booking)));
  [16, 16, 18, 20, 24, 24, 22, 22, 22, 24, 26, 20].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return workbook.xlsx.writeBuffer();
}
