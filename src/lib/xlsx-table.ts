import { unzipSync } from 'fflate';

/*
 * The first worksheet of an xlsx workbook (Office Open XML, ECMA-376 part 1 section 18) as a table of strings, for
 * imports. fflate unzips (8 kB) and the browser's DOMParser reads the XML: exceljs, which the mock backend uses to
 * write workbooks, is about 250 kB gzip, over the 60 kB budget of a lazy chunk (docs/performance.md). Reads
 * shared strings, inline strings, numbers, booleans and formula results as Excel stores them; dates stay serial
 * numbers (the portal imports no dates).
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function xmlOf(files: Record<string, Uint8Array>, path: string): Document | undefined {
  const bytes = files[path];
  if (!bytes) return undefined;
  return new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'application/xml');
}

/** 'B12' -> 1 (zero-based column of a cell reference). */
function columnOf(reference: string): number {
  const letters = /^[A-Z]+/.exec(reference)?.[0] ?? 'A';
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

const textOf = (element: Element) =>
  [...element.getElementsByTagNameNS(MAIN_NS, 't')].map((node) => node.textContent).join('');

/**
 * The rows of the first worksheet of `bytes` (an .xlsx file): one array per row that has cells, each cell's text at
 * its column (gaps filled with ''). Throws an Error when the bytes are not an xlsx workbook.
 */
export function readFirstSheet(bytes: ArrayBuffer | Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), {
      filter: (file) => (file.name.startsWith('xl/') && file.name.endsWith('.xml')) || file.name.endsWith('.rels'),
    });
  } catch {
    throw new Error('not an xlsx workbook (not a zip file)');
  }
  const workbook = xmlOf(files, 'xl/workbook.xml');
  const firstSheet = workbook?.getElementsByTagNameNS(MAIN_NS, 'sheet')[0];
  if (!workbook || !firstSheet) throw new Error('not an xlsx workbook (no sheet)');
  const relationId = firstSheet.getAttributeNS(REL_NS, 'id') ?? '';
  const relations = xmlOf(files, 'xl/_rels/workbook.xml.rels');
  const target = [...(relations?.getElementsByTagName('Relationship') ?? [])]
    .find((relation) => relation.getAttribute('Id') === relationId)
    ?.getAttribute('Target');
  const sheetPath = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  const sheet = xmlOf(files, sheetPath);
  if (!sheet) throw new Error('not an xlsx workbook (the first sheet is missing)');
  const sharedStrings = [...(xmlOf(files, 'xl/sharedStrings.xml')?.getElementsByTagNameNS(MAIN_NS, 'si') ?? [])].map(
    textOf,
  );

  const rows: string[][] = [];
  for (const row of sheet.getElementsByTagNameNS(MAIN_NS, 'row')) {
    const cells: string[] = [];
    for (const cell of row.getElementsByTagNameNS(MAIN_NS, 'c')) {
      const type = cell.getAttribute('t') ?? 'n';
      const value = cell.getElementsByTagNameNS(MAIN_NS, 'v')[0]?.textContent ?? '';
      const text =
        type === 's'
          ? (sharedStrings[Number(value)] ?? '')
          : type === 'inlineStr'
            ? textOf(cell)
            : type === 'b'
              ? value === '1'
                ? 'TRUE'
                : 'FALSE'
              : value;
      const column = columnOf(cell.getAttribute('r') ?? '');
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    if (cells.length > 0) rows.push(cells);
  }
  return rows;
}
