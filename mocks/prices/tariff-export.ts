import { toDecimalString } from '@/domain/money/money';
import type { TariffSurchargesResponse } from '@/features/prices/api/prices-contract';
import { safeSpreadsheetRow } from '@/lib/spreadsheet-cell';

/*
 * The tariff surcharge search as an xlsx workbook (GET v1/tariffs/surcharges/files/downloads): a title row with the
 * search, a header row, one row per surcharge (amounts as numbers in major units of their currency), then the exchange
 * rates with their date. exceljs is loaded on first use so that the mock backend's start-up stays light.
 */

/** Sheet name of the workbook. */
export const TARIFF_EXPORT_SHEET_NAME = 'Tariff Surcharges';

/** Header of the surcharge rows, in column order. */
export const TARIFF_EXPORT_HEADER = [
  'Code',
  'Name',
  'Stage',
  'Basis',
  'Currency',
  'Amount',
  'Payment Term',
  'Effective From',
  'Effective To',
  'Charged At',
] as const;

/** The file name of a search's workbook: 'ONE Tariff Surcharges KRPUS to NLRTM 45G1 DRY 2026-11-21.xlsx'. */
export function tariffExportFileName(tariff: TariffSurchargesResponse): string {
  const { originCode, destinationCode, isoEquipmentCode, cargoType, applicationDate } = tariff.params;
  return `ONE Tariff Surcharges ${originCode} to ${destinationCode} ${isoEquipmentCode} ${cargoType} ${applicationDate}.xlsx`;
}

/** The workbook's bytes. */
export async function buildTariffWorkbook(tariff: TariffSurchargesResponse): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ONE e-Commerce';
  const sheet = workbook.addWorksheet(TARIFF_EXPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 2 }] });
  const { originCode, destinationCode, isoEquipmentCode, cargoType, applicationDate } = tariff.params;
  sheet.addRow([
    `Tariff surcharges: ${originCode} to ${destinationCode}, ${isoEquipmentCode}, ${cargoType}, applied on ${applicationDate}`,
  ]);
  sheet.getCell('A1').font = { bold: true };
  const header = sheet.addRow([...TARIFF_EXPORT_HEADER]);
  header.font = { bold: true };
  for (const surcharge of tariff.surcharges) {
    sheet.addRow(
      safeSpreadsheetRow([
        surcharge.code,
        surcharge.name,
        surcharge.stage,
        surcharge.basis,
        surcharge.amount.currency,
        Number(toDecimalString(surcharge.amount)),
        surcharge.paymentTermCode,
        surcharge.effectiveFrom,
        surcharge.effectiveTo ?? '',
        surcharge.chargedAtLocation ?? '',
      ]),
    );
  }
  sheet.addRow([]);
  sheet.addRow(['Exchange rates to USD']).font = { bold: true };
  for (const rate of tariff.exchangeRates)
    sheet.addRow(safeSpreadsheetRow([rate.currency, `${rate.usdPerUnit} USD`, rate.asOf]));
  [8, 44, 12, 14, 10, 14, 13, 14, 14, 11].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
  return workbook.xlsx.writeBuffer();
}
