import type { InvoiceSummary } from '@/domain/invoice/invoice-contract';
import { safeSpreadsheetRow, type SpreadsheetCellValue } from '@/lib/spreadsheet-cell';

import { toMajorUnits } from './invoice-money';

/*
 * The invoice list's export (GET v1/invoices/files/downloads): one sheet 'Invoices', a header row, one row per invoice
 * in the list's order. Amounts are numbers in major units of the invoice currency (a spreadsheet sums them); dates are
 * the issuing office's 'yyyy-MM-dd'.
 */

/** Sheet name of the workbook. */
export const INVOICES_SHEET_NAME = 'Invoices';

/** Column headers, in row order. */
export const INVOICES_EXPORT_COLUMNS = [
  'Invoice number',
  'Kind',
  'Status',
  'B/L number',
  'Booking number',
  'Quote',
  'Issue date',
  'Due date',
  'Currency',
  'Total',
  'Paid',
  'Open',
  'Disputed',
  'POL',
  'POD',
  'Vessel/Voyage',
] as const;

/** One export row of an invoice (cells in {@link INVOICES_EXPORT_COLUMNS} order; missing values are '--'). */
export function invoicesExportRow(invoice: InvoiceSummary): SpreadsheetCellValue[] {
  return [
    invoice.invoiceNumber,
    invoice.kind,
    invoice.status,
    invoice.transportDocumentReference,
    invoice.carrierBookingReference,
    invoice.quotationReference ?? '--',
    invoice.issueDate,
    invoice.dueDate,
    invoice.invoiceCurrency,
    toMajorUnits(invoice.total),
    toMajorUnits(invoice.paid),
    toMajorUnits(invoice.open),
    toMajorUnits(invoice.disputed),
    `${invoice.pol.locationName} (${invoice.pol.UNLocationCode})`,
    `${invoice.pod.locationName} (${invoice.pod.UNLocationCode})`,
    [invoice.vesselName, invoice.carrierExportVoyageNumber].filter(Boolean).join(' ') || '--',
  ];
}

/** The xlsx workbook of `invoices` as bytes; exceljs loads on first use, as the other exports' does. */
export async function buildInvoicesWorkbook(invoices: readonly InvoiceSummary[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ONE e-Commerce';
  const sheet = workbook.addWorksheet(INVOICES_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow([...INVOICES_EXPORT_COLUMNS]);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B1F44' } };
  });
  for (const invoice of invoices) sheet.addRow(safeSpreadsheetRow(invoicesExportRow(invoice)));
  [18, 22, 12, 18, 16, 14, 12, 12, 9, 14, 14, 14, 14, 24, 24, 22].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return workbook.xlsx.writeBuffer();
}
