import type { StatementEntry, StatementEntryKind } from '@/domain/invoice/statement-contract';
import { safeSpreadsheetRow, type SpreadsheetCellValue } from '@/lib/spreadsheet-cell';

import { toMajorUnits } from './invoice-money';
import type { FullStatement } from './statement-store';

/*
 * The statement's workbook (GET v1/account-statements/files/downloads): one sheet 'Statement', a header row, the
 * opening balance, one row per entry of the period (every entry, not one page) in date order, the totals and the
 * closing balance. Amounts are numbers in major units of the currency (a spreadsheet sums them); dates are the
 * statement's 'yyyy-MM-dd'. Every cell passes lib/spreadsheet-cell.ts.
 */

/** Sheet name of the workbook. */
export const STATEMENT_SHEET_NAME = 'Statement';

/** Column headers, in row order. */
export const STATEMENT_EXPORT_COLUMNS = [
  'Date',
  'Type',
  'Reference',
  'Invoice number',
  'B/L number',
  'Currency',
  'Debit',
  'Credit',
  'Balance',
] as const;

/** The words of the kinds in the workbook (the carrier's English, like the invoice export's codes). */
export const STATEMENT_KIND_TEXT: Readonly<Record<StatementEntryKind, string>> = {
  INVOICE: 'Invoice',
  PAYMENT: 'Payment',
  CREDIT_NOTE: 'Credit note',
};

/** The row labels of the balance and total rows (in the Type column). */
export const STATEMENT_SUMMARY_ROWS = { opening: 'Opening balance', total: 'Total', closing: 'Closing balance' };

/** One export row of an entry (cells in {@link STATEMENT_EXPORT_COLUMNS} order; missing values are empty). */
export function statementExportRow(entry: StatementEntry): SpreadsheetCellValue[] {
  return [
    entry.date,
    STATEMENT_KIND_TEXT[entry.kind],
    entry.reference,
    entry.invoiceNumber,
    entry.transportDocumentReference,
    entry.balance.currency,
    entry.debit ? toMajorUnits(entry.debit) : null,
    entry.credit ? toMajorUnits(entry.credit) : null,
    toMajorUnits(entry.balance),
  ];
}

/** The xlsx workbook of `statement` as bytes; exceljs loads on first use, as the other exports' does. */
export async function buildStatementWorkbook(statement: FullStatement): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ONE e-Commerce';
  const sheet = workbook.addWorksheet(STATEMENT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow([...STATEMENT_EXPORT_COLUMNS]);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B1F44' } };
  });
  const { currency, from, to } = statement;
  const summary = (date: string, label: string, cells: SpreadsheetCellValue[]) =>
    sheet.addRow(safeSpreadsheetRow([date, label, null, null, null, currency, ...cells]));
  summary(from, STATEMENT_SUMMARY_ROWS.opening, [null, null, toMajorUnits(statement.openingBalance)]).font = {
    bold: true,
  };
  for (const entry of statement.entries) sheet.addRow(safeSpreadsheetRow(statementExportRow(entry)));
  summary(to, STATEMENT_SUMMARY_ROWS.total, [
    toMajorUnits(statement.totalDebit),
    toMajorUnits(statement.totalCredit),
    null,
  ]);
  summary(to, STATEMENT_SUMMARY_ROWS.closing, [null, null, toMajorUnits(statement.closingBalance)]).font = {
    bold: true,
  };
  [12, 16, 20, 18, 18, 9, 16, 16, 16].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return workbook.xlsx.writeBuffer();
}
