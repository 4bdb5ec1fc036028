import {
  type ContainerImportResult as SharedImportResult,
  containerListReader,
  type ContainerListSpec,
  containerRowsFromTable,
  containerTemplateCsvOf,
  numberCell,
  tableFromText,
  tableFromWorkbook,
} from '@/domain/container/container-list-import';
import { normaliseContainerNumber } from '@/domain/container/container-number';

import { emptySiContainerRow, type SiContainerRow } from '../si-form-values';
import { siContainerRowSchema } from './container-row-schema';

/*
 * A forwarder's container list into the SI form, read by the shared container list import
 * (domain/container/container-list-import.ts): the SI's columns, their usual spellings ("Container No.", "CNTR",
 * "Seal No", "Gross weight (kg)"...) and its row rules.
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

const spec: ContainerListSpec<ImportField, SiContainerRow> = {
  aliases: HEADER_ALIASES,
  required: ['containerNumber'],
  emptyRow: emptySiContainerRow,
  setCell: (row, field, value) => {
    if (field === 'isShipperOwned') row.isShipperOwned = /^(y|yes|true|1|soc)$/i.test(value);
    else if (field === 'containerNumber') row.containerNumber = normaliseContainerNumber(value) ?? value;
    else if (field === 'isoEquipmentCode' || field === 'packageCode') {
      if (value !== '') row[field] = value.toUpperCase();
    } else if (field === 'sealNumber') row.sealNumber = value;
    else row[field] = numberCell(value);
  },
  invalidFields: (row) => {
    const checked = siContainerRowSchema.safeParse(row);
    return checked.success ? [] : [...new Set(checked.error.issues.map((issue) => issue.path[0] as ImportField))];
  },
  templateColumns: CONTAINER_IMPORT_COLUMNS,
  templateExample: ['CSQU3054383', '42G1', 'KR1234567', 'CT', '1200', '18500', '3750', '58.5', 'N'],
};

/** What an import found (domain/container/container-list-import.ts) with the SI form's rows. */
export type ContainerImportResult = SharedImportResult<SiContainerRow, ImportField>;

/**
 * The rows of a table (header row first, as strings) as form rows, each checked with the form's row rules
 * (container-row-schema.ts): a container number is normalised (spaces, dashes, case) when it has the ISO 6346 shape;
 * a missing package code is CT (cartons) like a new row; "Y", "yes", "true", "1" mark a shipper-owned container.
 */
export function containersFromTable(table: readonly (readonly string[])[]): ContainerImportResult {
  return containerRowsFromTable(table, spec);
}

/** The SI form's container list reader (text, xlsx, template) for the shared import panel. */
export const siContainerListReader = containerListReader(spec);

/** CSV or pasted spreadsheet rows (comma, semicolon or tab: papaparse detects it; a leading BOM is dropped). */
export const containersFromText = (text: string): ContainerImportResult => containersFromTable(tableFromText(text));

/** The first worksheet of an xlsx file as container rows; rejects with an Error when the bytes are not xlsx. */
export async function containersFromWorkbook(bytes: ArrayBuffer | Uint8Array): Promise<ContainerImportResult> {
  return containersFromTable(await tableFromWorkbook(bytes));
}

/** The CSV template: the header row and one example row, UTF-8 with BOM for Excel. */
export const containerTemplateCsv = (): string => containerTemplateCsvOf(spec);
