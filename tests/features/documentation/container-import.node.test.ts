import { describe, expect, it } from 'vitest';

import {
  CONTAINER_IMPORT_COLUMNS,
  containersFromTable,
  containersFromText,
  containerTemplateCsv,
} from '@/features/documentation/si-form/containers/container-import';

/*
 * The SI form's container list import ("CSV/xlsx container import with bad rows"): every data row
 * becomes a form row; the bad ones say which fields are wrong, with the same rules as the form's rows.
 */

const HEADER = 'Container No.,Size-type,Seal No,Package code,Packages,Gross weight (kg),Tare (kg),CBM,SOC';

describe('containersFromText (CSV and pasted rows)', () => {
  it('reads a CSV with a BOM, quoted fields, thousands separators and decimal commas', () => {
    const csv = [
      `\uFEFF${HEADER}`,
      'CSQU3054383,42G1,"KR 123,45",ct,"1,200","18,500",3750,"58,5",N',
      'oneu 123456-6,22G1,SL998877,PK,40,9800.5,2200,,yes',
    ].join('\r\n');
    const { rows, missingColumns } = containersFromText(csv);
    expect(missingColumns).toEqual([]);
    expect(rows.map(({ line, row, invalidFields }) => ({ line, row, invalidFields }))).toEqual([
      {
        line: 1,
        invalidFields: [],
        row: {
          containerNumber: 'CSQU3054383',
          isoEquipmentCode: '42G1',
          sealNumber: 'KR 123,45',
          packageCode: 'CT',
          numberOfPackages: '1200',
          cargoGrossWeightKg: '18500',
          tareWeightKg: '3750',
          cargoGrossVolumeM3: '58.5',
          isShipperOwned: false,
        },
      },
      {
        line: 2,
        invalidFields: [],
        row: {
          containerNumber: 'ONEU1234566',
          isoEquipmentCode: '22G1',
          sealNumber: 'SL998877',
          packageCode: 'PK',
          numberOfPackages: '40',
          cargoGrossWeightKg: '9800.5',
          tareWeightKg: '2200',
          cargoGrossVolumeM3: '',
          isShipperOwned: true,
        },
      },
    ]);
  });

  it('keeps bad rows and names their wrong fields: check digit, seal, size-type, packages, weight', () => {
    const pasted = [
      HEADER.replace(/,/g, '\t'),
      ['CSQU3054384', '42G1', 'S1', 'CT', '10', '1000', '3700', '', ''].join('\t'),
      ['CSQU3054383', '99X9', '', 'CT', '0', 'heavy', '3700', '', ''].join('\t'),
      ['', '', '', '', '', '', '', '', ''].join('\t'),
      ['ONEU1234566', '45G1', 'S3', 'CT', '12', '1500', '3900', '', ''].join('\t'),
    ].join('\n');
    const { rows } = containersFromText(pasted);
    expect(rows.map(({ line, invalidFields }) => ({ line, invalidFields }))).toEqual([
      { line: 1, invalidFields: ['containerNumber'] },
      { line: 2, invalidFields: ['isoEquipmentCode', 'sealNumber', 'numberOfPackages', 'cargoGrossWeightKg'] },
      { line: 4, invalidFields: [] },
    ]);
  });

  it('asks for the container number column and takes no rows without it', () => {
    expect(containersFromText('Seal,Weight\nS1,1000')).toEqual({ rows: [], missingColumns: ['containerNumber'] });
  });

  it('reads its own template back as one valid row', () => {
    const template = containerTemplateCsv();
    expect(template.startsWith('\uFEFF')).toBe(true);
    expect(template.split('\r\n')[0]).toBe(`\uFEFF${CONTAINER_IMPORT_COLUMNS.join(',')}`);
    const { rows } = containersFromText(template);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.invalidFields).toEqual([]);
  });

  it('writes no template cell a spreadsheet would run as a formula', () => {
    const cells = containerTemplateCsv()
      .slice(1)
      .split('\r\n')
      .flatMap((line) => line.split(','));
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});

describe('containersFromTable', () => {
  it('scales to a forwarder’s list: 500 rows in, 500 rows out, in order', () => {
    const table = [['Container number', 'Seal number']];
    for (let index = 0; index < 500; index += 1) table.push([`ROW${String(index)}`, `S${String(index)}`]);
    const { rows } = containersFromTable(table);
    expect(rows).toHaveLength(500);
    expect(rows[499]?.row.sealNumber).toBe('S499');
    expect(rows.every((row) => row.invalidFields.includes('containerNumber'))).toBe(true);
  });
});
