/*
 * Cells a spreadsheet must not run as formulas (OWASP "CSV Injection"): Excel, LibreOffice and Google Sheets treat a
 * text cell starting with = + - @ (or a tab or carriage return before one) as a formula, so `+cmd|' /C calc'!A0` or
 * `-2+3` from a user's data would execute when a colleague opens the export. Every CSV and xlsx export writes its cells
 * through {@link safeSpreadsheetCell}; imports read them back through {@link unescapeSpreadsheetCell}.
 */

/** First characters that make a spreadsheet read a text cell as a formula (OWASP CSV injection guidance). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell value an export may write: text, a number (stays numeric), or nothing (an empty cell). */
export type SpreadsheetCellValue = string | number | null | undefined;

/**
 * The value to write for one exported cell. Text starting with `=`, `+`, `-`, `@`, tab or CR gets a leading single
 * quote (`'+31 10 429 8812`), which the spreadsheet shows as text; numbers are returned unchanged so a negative amount
 * stays a number; null and undefined become ''. Pure, never throws.
 */
export function safeSpreadsheetCell(value: SpreadsheetCellValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** {@link safeSpreadsheetCell} over one row of cells. */
export function safeSpreadsheetRow(values: readonly SpreadsheetCellValue[]): (string | number)[] {
  return values.map(safeSpreadsheetCell);
}

/**
 * The inverse for imports: a cell our exports escaped (`'` followed by = + - @ tab or CR) loses the quote, so a
 * re-imported phone '+31 10 429 8812' is the phone again. Any other text is returned unchanged.
 */
export function unescapeSpreadsheetCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
