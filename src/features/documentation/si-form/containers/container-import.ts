import Papa from 'papaparse';

import { normaliseContainerNumber } from '@/domain/container/container-number';
import { safeSpreadsheetRow } from '@/lib/spreadsheet-cell';

import { emptySiContainerRow, type SiContainerRow } from '../si-form-values';
import { siContainerRowSchema } from './container-row-schema';

/*
 * A forwarder's container list into the SI form: a CSV file, an xlsx workbook (first sheet) or
 * rows pasted from a spreadsheet (tab-separated). One header row names the columns in English, in any order, with the
 * usual spellings ("Container No.", "CNTR", "Seal No", "Gross weight (kg)"...); unknown columns are ignored. Every row
 * becomes a form row, good or bad: the form shows each bad cell's problem at the cell so the user fixes it there.
 */

type ImportField = keyof SiContainerRow;

/** Column names of the CSV template, in order (what "Download the template" writes). */
export const CONTAINER_IMPORT_COLUMNS: readonly string[] = [
  'Container number',
  'Size-type',
  'Seal number',
  'Package code',
  'Packages',
  'Cargo weight (kg)',
  'Tare (kg)',
  'Volume (m3)',
  'Shipper-owned',
];

/** Header spellings (lower case, spaces and punctuation removed) -> field. */
const HEADER_ALIASES: Readonly<Record<string, ImportField>> = {
  containernumber: 'containerNumber',
  containerno: 'containerNumber',
  container: 'containerNumber',
  cntr: 'containerNumber',
  cntrno: 'containerNumber',
  equipmentreference: 'containerNumber',
  sizetype: 'isoEquipmentCode',
  isocode: 'isoEquipmentCode',
  isoequipmentcode: 'isoEquipmentCode',
  type: 'isoEquipmentCode',
  seal: 'sealNumber',
  sealnumber: 'sealNumber',
  sealno: 'sealNumber',
  packagecode: 'packageCode',
  package: 'packageCode',
  pkgcode: 'packageCode',
  packages: 'numberOfPackages',
  numberofpackages: 'numberOfPackages',
  pkgs: 'numberOfPackages',
  qty: 'numberOfPackages',
  cargoweightkg: 'cargoGrossWeightKg',
  cargoweight: 'cargoGrossWeightKg',
  grossweightkg: 'cargoGrossWeightKg',
  grossweight: 'cargoGrossWeightKg',
  cargogrossweight: 'cargoGrossWeightKg',
  weightkg: 'cargoGrossWeightKg',
  weight: 'cargoGrossWeightKg',
  tarekg: 'tareWeightKg',
  tare: 'tareWeightKg',
  tareweight: 'tareWeightKg',
  tareweightkg: 'tareWeightKg',
  volumem3: 'cargoGrossVolumeM3',
  volume: 'cargoGrossVolumeM3',
  cbm: 'cargoGrossVolumeM3',
  m3: 'cargoGrossVolumeM3',
  shipperowned: 'isShipperOwned',
  soc: 'isShipperOwned',
};

const fold = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One imported row: its 1-based line in the data (header excluded), the form row, and the fields that are wrong. */
export interface ImportedContainerRow {
  line: number;
  row: SiContainerRow;
  invalidFields: ImportField[];
}

/** What an import found. `missingColumns`: required columns the header lacks (then no rows are taken). */
export interface ContainerImportResult {
  rows: ImportedContainerRow[];
  missingColumns: string[];
}

const REQUIRED: readonly ImportField[] = ['containerNumber'];

/** A weight or volume cell as the form holds it: '18,500' or '18 500' -> '18500'; '12,5' (decimal comma) -> '12.5'. */
function numberCell(value: string): string {
  const trimmed = value.trim().replace(/\s/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(trimmed)) return trimmed.replace(/,/g, '');
  if (/^\d+,\d+$/.test(trimmed)) return trimmed.replace(',', '.');
  return trimmed;
}

/**
 * The rows of a table (header row first, as strings) as form rows, each checked with the form's row rules
 * (container-row-schema.ts): a container number is normalised (spaces, dashes, case) when it has the ISO 6346 shape;
 * a missing package code is CT (cartons) like a new row; "Y", "yes", "true", "1" mark a shipper-owned container.
 */
export function containersFromTable(table: readonly (readonly string[])[]): ContainerImportResult {
  const [header = [], ...data] = table;
  const fields = header.map((name) => HEADER_ALIASES[fold(name)]);
  const missingColumns = REQUIRED.filter((field) => !fields.includes(field));
  if (missingColumns.length > 0) return { rows: [], missingColumns };
  const rows = data
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, line }): ImportedContainerRow => {
      const row = emptySiContainerRow();
      fields.forEach((field, column) => {
        const value = (cells[column] ?? '').trim();
        if (field === undefined) return;
        if (field === 'isShipperOwned') row.isShipperOwned = /^(y|yes|true|1|soc)$/i.test(value);
        else if (field === 'containerNumber') row.containerNumber = normaliseContainerNumber(value) ?? value;
        else if (field === 'isoEquipmentCode' || field === 'packageCode') {
          if (value !== '') row[field] = value.toUpperCase();
        } else if (field === 'sealNumber') row.sealNumber = value;
        else row[field] = numberCell(value);
      });
      const checked = siContainerRowSchema.safeParse(row);
      const invalidFields = checked.success
        ? []
        : [...new Set(checked.error.issues.map((issue) => issue.path[0] as ImportField))];
      return { line, row, invalidFields };
    });
  return { rows, missingColumns: [] };
}

/** CSV or pasted spreadsheet rows (comma, semicolon or tab: papaparse detects it; a leading BOM is dropped). */
export function containersFromText(text: string): ContainerImportResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim(), { skipEmptyLines: false });
  return containersFromTable(parsed.data);
}

/**
 * The first worksheet of an xlsx file as container rows. The reader (lib/xlsx-table.ts with fflate, about 10 kB) loads
 * on first use. Rejects with an Error when the bytes are not an xlsx workbook.
 */
export async function containersFromWorkbook(bytes: ArrayBuffer | Uint8Array): Promise<ContainerImportResult> {
  const { readFirstSheet } = await import('@/lib/xlsx-table');
  return containersFromTable(readFirstSheet(bytes));
}

/** The CSV template: the header row and one example row, UTF-8 with BOM for Excel. */
export function containerTemplateCsv(): string {
  return (
    '\uFEFF' +
    Papa.unparse(
      {
        fields: [...CONTAINER_IMPORT_COLUMNS],
        data: [safeSpreadsheetRow(['CSQU3054383', '42G1', 'KR1234567', 'CT', '1200', '18500', '3750', '58.5', 'N'])],
      },
      { newline: '\r\n' },
    )
  );
}
