import Papa from 'papaparse';

import type { AddressBookEntry } from '@/domain/address-book/address-book-contract';
import { safeSpreadsheetRow } from '@/lib/spreadsheet-cell';

import { toAddressBookFlatText } from './address-book-flat';

/*
 * The address book's CSV file (export here, import in address-book-csv-import.ts). One header row with the columns of {@link ADDRESS_BOOK_CSV_COLUMNS}
 * (English names, any order on import; unknown columns are ignored), one party per row, RFC 4180 quoting (papaparse:
 * quoted fields may hold commas, quotes doubled, and line breaks). Address lines are three columns; roles are one
 * column separated by '|' ('SHIPPER|CONSIGNEE'). Export is UTF-8 with a byte-order mark so Excel reads non-Latin
 * names; import drops a leading BOM.
 */

/** Column names of the CSV, in export order. */
export const ADDRESS_BOOK_CSV_COLUMNS = [
  'companyName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'postalCode',
  'countryCode',
  'contactName',
  'email',
  'phone',
  'taxType',
  'taxValue',
  'defaultRoles',
] as const;
/** One of {@link ADDRESS_BOOK_CSV_COLUMNS}. */
export type AddressBookCsvColumn = (typeof ADDRESS_BOOK_CSV_COLUMNS)[number];

/** UTF-8 byte-order mark (U+FEFF) Excel needs to read a CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** The CSV text of `entries` (with BOM, CRLF line ends, every field quoted where needed). */
export function toAddressBookCsv(entries: readonly AddressBookEntry[]): string {
  const rows = entries.map((entry): Record<AddressBookCsvColumn, string> => ({
    ...toAddressBookFlatText(entry),
    taxType: entry.taxReference?.type ?? '',
    defaultRoles: entry.defaultRoles.join('|'),
  }));
  // Phones ('+31 ...') get the quote too; the import drops it again (unescapeSpreadsheetCell).
  return (
    UTF8_BOM +
    Papa.unparse(
      {
        fields: [...ADDRESS_BOOK_CSV_COLUMNS],
        data: rows.map((row) => safeSpreadsheetRow(ADDRESS_BOOK_CSV_COLUMNS.map((c) => row[c]))),
      },
      { newline: '\r\n' },
    )
  );
}
