import Papa from 'papaparse';

import { safeSpreadsheetRow } from '@/lib/spreadsheet-cell';

/*
 * A container list from a spreadsheet, for every form that takes one (the SI's containers, the VGM declaration):
 * a CSV file, an xlsx workbook (first sheet) or rows pasted from a spreadsheet (tab-separated). One header row names
 * the columns in English, in any order, with the usual spellings ("Container No.", "CNTR", "VGM (kg)"); unknown
 * columns are ignored. Every data row becomes a form row, good or bad: the form shows each bad cell's problem at the
 * cell. What a column means and how a row is checked is the form's: it passes a {@link ContainerListSpec}.
 */

/**
 * What one form takes from a container list.
 * - `aliases`: header spellings folded by {@link foldHeader} (lower case, only a-z and 0-9) -> the form row's field.
 * - `required`: fields whose column must be there (else no row is taken).
 * - `emptyRow`: a new form row; `setCell` writes one trimmed cell into it (the form normalises what it needs).
 * - `invalidFields`: the fields of a filled row that break the form's rules (none: the row is good).
 * - `templateColumns` / `templateExample`: the CSV template's header and one example row, in order.
 */
export interface ContainerListSpec<Field extends string, Row> {
  aliases: Readonly<Record<string, Field>>;
  required: readonly Field[];
  emptyRow: () => Row;
  setCell: (row: Row, field: Field, value: string) => void;
  invalidFields: (row: Row) => Field[];
  templateColumns: readonly string[];
  templateExample: readonly string[];
}

/** One imported row: its 1-based line in the data (header excluded), the form row, and the fields that are wrong. */
export interface ImportedContainerRow<Row, Field extends string = string> {
  line: number;
  row: Row;
  invalidFields: Field[];
}

/** What an import found. `missingColumns`: required fields whose column the header lacks (then no rows are taken). */
export interface ContainerImportResult<Row, Field extends string = string> {
  rows: ImportedContainerRow<Row, Field>[];
  missingColumns: string[];
}

/** A header cell folded for matching: 'Container No.' -> 'containerno'. */
export const foldHeader = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A weight or volume cell as forms hold it: '18,500' or '18 500' -> '18500'; '12,5' (decimal comma) -> '12.5'. */
export function numberCell(value: string): string {
  const trimmed = value.trim().replace(/\s/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed)) return trimmed.replace(/,/g, '');
  if (/^\d+,\d+$/.test(trimmed)) return trimmed.replace(',', '.');
  return trimmed;
}

/** The rows of a table (header row first, as strings) as form rows of `spec`, each checked by the spec's rules. */
export function containerRowsFromTable<Field extends string, Row>(
  table: readonly (readonly string[])[],
  spec: ContainerListSpec<Field, Row>,
): ContainerImportResult<Row, Field> {
  const [header = [], ...data] = table;
  const fields = header.map((name) => spec.aliases[foldHeader(name)]);
  const missingColumns = spec.required.filter((field) => !fields.includes(field));
  if (missingColumns.length > 0) return { rows: [], missingColumns };
  const rows = data
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, line }): ImportedContainerRow<Row, Field> => {
      const row = spec.emptyRow();
      fields.forEach((field, column) => {
        if (field !== undefined) spec.setCell(row, field, (cells[column] ?? '').trim());
      });
      return { line, row, invalidFields: spec.invalidFields(row) };
    });
  return { rows, missingColumns: [] };
}

/** CSV or pasted spreadsheet rows as a table (comma, semicolon or tab: papaparse detects it; a leading BOM is dropped). */
export function tableFromText(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim(), { skipEmptyLines: false }).data;
}

/**
 * The first worksheet of an xlsx file as a table. The reader (lib/xlsx-table.ts with fflate, about 10 kB) loads on
 * first use. Rejects with an Error when the bytes are not an xlsx workbook.
 */
export async function tableFromWorkbook(bytes: ArrayBuffer | Uint8Array): Promise<string[][]> {
  const { readFirstSheet } = await import('@/lib/xlsx-table');
  return readFirstSheet(bytes);
}

/** The CSV template of `spec`: the header row and one example row, UTF-8 with BOM for Excel, CRLF. */
export function containerTemplateCsvOf(
  spec: Pick<ContainerListSpec<string, unknown>, 'templateColumns' | 'templateExample'>,
): string {
  return (
    '\uFEFF' +
    Papa.unparse(
      { fields: [...spec.templateColumns], data: [safeSpreadsheetRow([...spec.templateExample])] },
      { newline: '\r\n' },
    )
  );
}

/** How a container list panel reads: pasted text or a file's bytes into form rows, and the template to offer. */
export interface ContainerListReader<Row> {
  fromText: (text: string) => ContainerImportResult<Row>;
  fromWorkbook: (bytes: ArrayBuffer | Uint8Array) => Promise<ContainerImportResult<Row>>;
  templateCsv: () => string;
}

/** The reader of `spec` (text, workbook, template) for {@link ContainerListImportPanel}. */
export function containerListReader<Field extends string, Row>(
  spec: ContainerListSpec<Field, Row>,
): ContainerListReader<Row> {
  return {
    fromText: (text) => containerRowsFromTable(tableFromText(text), spec),
    fromWorkbook: async (bytes) => containerRowsFromTable(await tableFromWorkbook(bytes), spec),
    templateCsv: () => containerTemplateCsvOf(spec),
  };
}
