import { describe, expect, it } from 'vitest';

import { safeSpreadsheetCell, safeSpreadsheetRow, unescapeSpreadsheetCell } from '@/lib/spreadsheet-cell';

describe('safe spreadsheet cells (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('a text cell %j opens as the text %j, not as a formula', (value, written) => {
    expect(safeSpreadsheetCell(value)).toBe(written);
    expect(unescapeSpreadsheetCell(written)).toBe(value);
  });

  it('leaves ordinary text, numbers (negative ones too) and empty cells as they are', () => {
    expect(safeSpreadsheetRow(['Müller GmbH', -12.5, 0, null, undefined, "O'Brien"])).toEqual([
      'Müller GmbH',
      -12.5,
      0,
      '',
      '',
      "O'Brien",
    ]);
    expect(unescapeSpreadsheetCell("'quoted on purpose")).toBe("'quoted on purpose");
  });
});
