import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { readFirstSheet } from '@/lib/xlsx-table';

async function workbookBytes(fill: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readFirstSheet', () => {
  it('reads the first sheet: shared strings, numbers, booleans, rich text, formula results and gaps', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('List');
      sheet.addRow(['Container number', 'Weight', 'SOC']);
      sheet.addRow(['CSQU3054383', 18500.5, true]);
      sheet.getCell('A3').value = { richText: [{ text: 'ONEU' }, { text: '1234566', font: { bold: true } }] };
      sheet.getCell('C3').value = { formula: '1+1', result: 2 };
      workbook.addWorksheet('Other').addRow(['not this one']);
    });
    expect(readFirstSheet(bytes)).toEqual([
      ['Container number', 'Weight', 'SOC'],
      ['CSQU3054383', '18500.5', 'TRUE'],
      ['ONEU1234566', '', '2'],
    ]);
  });

  it('throws on bytes that are not a workbook', () => {
    expect(() => readFirstSheet(new TextEncoder().encode('Container number\nCSQU3054383'))).toThrow(/not an xlsx/);
  });
});
