import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { containersFromWorkbook } from '@/features/documentation/si-form/containers/container-import';

/*
 * The SI form's xlsx import, with workbooks written by exceljs as Excel writes them (shared
 * strings, numbers, a second sheet). In the DOM project: the reader parses the workbook's XML with DOMParser.
 */

describe('containersFromWorkbook (xlsx)', () => {
  it('reads the first sheet: numbers as numbers, text cells, a bad row flagged', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Containers');
    sheet.addRow(['Container number', 'Size-type', 'Seal number', 'Packages', 'Cargo weight (kg)', 'Tare (kg)']);
    sheet.addRow(['CSQU3054383', '42G1', 'KR1234567', 1200, 18500, 3750]);
    sheet.addRow(['CSQU3054384', '42G1', 'KR1234568', 1200, 18500, 3750]);
    const bytes = await workbook.xlsx.writeBuffer();
    const { rows } = await containersFromWorkbook(bytes);
    expect(rows.map(({ row, invalidFields }) => [row.containerNumber, row.cargoGrossWeightKg, invalidFields])).toEqual([
      ['CSQU3054383', '18500', []],
      ['CSQU3054384', '18500', ['containerNumber']],
    ]);
  });

  it('rejects bytes that are not a workbook', async () => {
    await expect(containersFromWorkbook(new TextEncoder().encode('not a zip').buffer)).rejects.toThrow();
  });
});
