import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { ADDRESS_BOOK_IMPORT_MAX_ROWS } from '@/config/limits';
import type { AddressBookEntry } from '@/domain/address-book/address-book-contract';
import { toAddressBookCsv, UTF8_BOM } from '@/domain/address-book/address-book-csv';
import { decodeAddressBookCsv, isReadyRow, parseAddressBookCsv } from '@/domain/address-book/address-book-csv-import';

/** The bytes of `text` in ISO 8859-1 (one byte per character, all below U+0100). */
const latin1 = (text: string) => Uint8Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));

const AT = '2026-10-01T00:00:00.000Z';
const PARTIES: AddressBookEntry[] = [
  {
    id: 'a',
    companyName: 'Smith, Jones & "Partners" Ltd',
    addressLines: ['Dock 4, Gate "B"', 'Line one\nline two'],
    city: 'Felixstowe',
    postalCode: 'IP11 3HG',
    countryCode: 'GB',
    contactName: "O'Brien, Sean",
    email: 'sean@example.co.uk',
    phone: '+44 1394 604 120',
    taxReference: { type: 'EORI', value: 'GB123456789000' },
    defaultRoles: ['SHIPPER', 'NOTIFY'],
    createdAt: AT,
    updatedAt: AT,
  },
  {
    id: 'b',
    companyName: '上海申远国际贸易有限公司',
    addressLines: ['浦东新区 张杨路 500号'],
    city: 'Shanghai',
    postalCode: '200122',
    countryCode: 'CN',
    contactName: '王晓明',
    email: 'wang@example.cn',
    phone: '+86 21 5836 7720',
    defaultRoles: ['CONSIGNEE'],
    createdAt: AT,
    updatedAt: AT,
  },
  {
    id: 'c',
    companyName: '한국해운물산 주식회사',
    addressLines: ['서울특별시 중구 세종대로 136'],
    city: 'Seoul',
    postalCode: '04520',
    countryCode: 'KR',
    contactName: '김민수',
    email: '',
    phone: '',
    defaultRoles: ['SHIPPER', 'CONSIGNEE', 'NOTIFY'],
    createdAt: AT,
    updatedAt: AT,
  },
];

/** The user-editable part of a saved party (what a CSV carries). */
function editable(entry: AddressBookEntry) {
  const { id, createdAt, updatedAt, ...rest } = entry;
  expect([id, createdAt, updatedAt].every(Boolean)).toBe(true);
  return rest;
}

describe('address book CSV', () => {
  it('round-trips quotes, commas, line breaks and non-Latin names (export -> import gives the same parties)', () => {
    const csv = toAddressBookCsv(PARTIES);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const { rows, missingColumns } = parseAddressBookCsv(csv);
    expect(missingColumns).toEqual([]);
    expect(rows.map((row) => row.errors)).toEqual([[], [], []]);
    const imported = rows.map((row) => {
      const { addressLines, ...rest } = row.input;
      return { ...rest, addressLines: addressLines.filter(Boolean) };
    });
    expect(imported).toEqual(PARTIES.map(editable));
  });

  it('quotes fields per RFC 4180 so any CSV reader sees the same cells', () => {
    const csv = toAddressBookCsv(PARTIES.slice(0, 1));
    expect(csv).toContain('"Smith, Jones & ""Partners"" Ltd"');
    const cells = Papa.parse<string[]>(csv.slice(1)).data[1];
    expect(cells?.[2]).toBe('Line one\nline two');
  });

  it('reports per-row errors for bad rows and keeps the good ones, with the row number', () => {
    const csv = [
      'companyName,addressLine1,city,postalCode,countryCode,email,phone,taxType,taxValue,defaultRoles',
      'Good Co,1 Main St,Hamburg,20457,DE,ok@example.de,+49 40 1234 567,EORI,DE123456789,CONSIGNEE',
      ',1 Main St,Hamburg,,DE,not-an-email,12345,EORI,123,CAPTAIN',
      '"Multi, line\nName GmbH",2 Main St,Bremen,28217,de,,,,,',
    ].join('\r\n');
    const { rows } = parseAddressBookCsv(csv);
    expect(rows.map((row) => [row.row, row.errors.map((e) => `${e.field}:${e.issue}`)])).toEqual([
      [1, []],
      [
        2,
        [
          'defaultRoles:unknown-role',
          'companyName:required',
          'email:email',
          'phone:phone',
          'postalCode:postal-code',
          'taxReference.value:eori',
        ],
      ],
      [3, []],
    ]);
    expect(rows[2]?.input).toMatchObject({
      companyName: 'Multi, line\nName GmbH',
      defaultRoles: ['SHIPPER', 'CONSIGNEE', 'NOTIFY'],
    });
  });

  it('writes a party named "+cmd|..." or "-2+3" as text a spreadsheet will not run, and reads it back unchanged', () => {
    const attack = { ...PARTIES[0]!, companyName: "+cmd|' /C calc'!A0", contactName: '-2+3', city: '@SUM(1)' };
    const csv = toAddressBookCsv([attack]);
    const cells = Papa.parse<string[]>(csv.slice(1)).data[1] ?? [];
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells[0]).toBe("'+cmd|' /C calc'!A0");
    expect(cells[9]).toBe("'+44 1394 604 120");
    expect(parseAddressBookCsv(csv).rows[0]?.input).toMatchObject({
      companyName: "+cmd|' /C calc'!A0",
      contactName: '-2+3',
      city: '@SUM(1)',
      phone: '+44 1394 604 120',
    });
  });

  it('names the required columns a file lacks', () => {
    expect(parseAddressBookCsv('name,town\nA,B').missingColumns).toEqual(['companyName', 'city', 'countryCode']);
  });

  it('names an unknown role once, as unknown, instead of "Choose at least one role" twice', () => {
    const csv = [
      'companyName,addressLine1,city,postalCode,countryCode,defaultRoles',
      'Busan Reefer Co,1 Jungang-daero,Busan,48939,KR,CAPTAIN',
    ].join('\r\n');
    const [row] = parseAddressBookCsv(csv).rows;
    expect(row?.errors).toEqual([{ field: 'defaultRoles', issue: 'unknown-role' }]);
  });

  it('says how long a field may be when a cell is too long', () => {
    const csv = [
      'companyName,addressLine1,city,postalCode,countryCode,defaultRoles',
      `Busan Reefer Co,1 Jungang-daero,${'Busan'.repeat(8)},48939,KR,SHIPPER`,
    ].join('\r\n');
    const [row] = parseAddressBookCsv(csv).rows;
    expect(row?.errors).toEqual([{ field: 'city', issue: 'too-long', max: 35 }]);
  });

  it('reports an unclosed quote on line 2 instead of "Company name: This is too long", and keeps the row out', () => {
    const csv = [
      'companyName,addressLine1,city,postalCode,countryCode',
      '"Hamburg Süd Agency,Kai 1,Hamburg,20457,DE',
      'Bremen Good Co,Weg 2,Bremen,28217,DE',
    ].join('\r\n');
    const { rows } = parseAddressBookCsv(csv);
    expect(rows[0]).toMatchObject({ row: 1, line: 2, formatIssues: ['unclosed-quote'], errors: [] });
    expect(rows.filter(isReadyRow)).toEqual([]);
  });

  it('names the line a row starts on, past quoted line breaks and blank lines', () => {
    const csv = 'companyName,city,countryCode\n"Two\nlines",Busan,KR\n\nShort,Kiel\nOk Co,Kiel,DE\n';
    const { rows } = parseAddressBookCsv(csv);
    expect(rows.map((row) => [row.row, row.line, row.formatIssues])).toEqual([
      [1, 2, []],
      [2, 5, ['too-few-fields']],
      [3, 6, []],
    ]);
  });

  it('refuses a Latin-1 file instead of importing "Müller" as "M\uFFFDller"', () => {
    const bytes = latin1('companyName\nM\u00fcller');
    expect(decodeAddressBookCsv(bytes)).toBeNull();
    expect(decodeAddressBookCsv(new TextEncoder().encode('\uFEFFcompanyName\nMüller'))).toBe('companyName\nMüller');
  });

  it(`reads up to ${String(ADDRESS_BOOK_IMPORT_MAX_ROWS)} rows and says when a file has more`, () => {
    const header = 'companyName,addressLine1,city,postalCode,countryCode';
    const body = (count: number) =>
      Array.from({ length: count }, (_, index) => `Party ${String(index)},Dock 1,Hamburg,20457,DE`);
    const full = parseAddressBookCsv([header, ...body(ADDRESS_BOOK_IMPORT_MAX_ROWS)].join('\n'));
    expect(full.tooManyRows).toBe(false);
    expect(full.rows.filter(isReadyRow)).toHaveLength(ADDRESS_BOOK_IMPORT_MAX_ROWS);
    const over = parseAddressBookCsv([header, ...body(ADDRESS_BOOK_IMPORT_MAX_ROWS + 1)].join('\n'));
    expect(over).toMatchObject({ tooManyRows: true, rows: [] });
  });
});
