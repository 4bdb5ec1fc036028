import Papa from 'papaparse';

import {
  type AddressBookEntry,
  type AddressBookEntryInputRaw,
  type AddressBookFieldIssue,
  PARTY_ROLES,
  type PartyRole,
  TAX_REFERENCE_TYPES,
  type TaxReferenceType,
  validateAddressBookEntry,
} from '@/domain/address-book/address-book-contract';
import { safeSpreadsheetRow, unescapeSpreadsheetCell } from '@/lib/spreadsheet-cell';

/*
 * The address book's CSV file (issue 16 section 2). One header row with the columns of {@link ADDRESS_BOOK_CSV_COLUMNS}
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
type Column = (typeof ADDRESS_BOOK_CSV_COLUMNS)[number];

/** UTF-8 byte-order mark (U+FEFF) Excel needs to read a CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** The CSV text of `entries` (with BOM, CRLF line ends, every field quoted where needed). */
export function toAddressBookCsv(entries: readonly AddressBookEntry[]): string {
  const rows = entries.map((entry): Record<Column, string> => ({
    companyName: entry.companyName,
    addressLine1: entry.addressLines[0] ?? '',
    addressLine2: entry.addressLines[1] ?? '',
    addressLine3: entry.addressLines[2] ?? '',
    city: entry.city,
    postalCode: entry.postalCode,
    countryCode: entry.countryCode,
    contactName: entry.contactName,
    email: entry.email,
    phone: entry.phone,
    taxType: entry.taxReference?.type ?? '',
    taxValue: entry.taxReference?.value ?? '',
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

/** One row of an imported file: its 1-based line in the data (header excluded), the input, and its field errors. */
export interface AddressBookCsvRow {
  row: number;
  input: AddressBookEntryInputRaw;
  errors: AddressBookFieldIssue[];
}

/** What {@link parseAddressBookCsv} found: the rows, and `missingColumns` when the header lacks required ones. */
export interface AddressBookCsvParseResult {
  rows: AddressBookCsvRow[];
  missingColumns: string[];
}

const REQUIRED_COLUMNS: readonly Column[] = ['companyName', 'city', 'countryCode'];

/**
 * Parses an address-book CSV (papaparse, header row, empty lines skipped) into inputs, each validated like the server
 * does. A row whose roles are empty gets every role; an unknown role or tax type is a field error.
 */
export function parseAddressBookCsv(text: string): AddressBookCsvParseResult {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !fields.includes(column));
  if (missingColumns.length > 0) return { rows: [], missingColumns };
  const rows = parsed.data.map((record, index): AddressBookCsvRow => {
    const cell = (column: Column) => unescapeSpreadsheetCell((record[column] ?? '').trim());
    const roleCells = cell('defaultRoles')
      .split(/[|;,\s]+/)
      .map((role) => role.toUpperCase())
      .filter(Boolean);
    const taxType = cell('taxType').toUpperCase();
    const taxValue = cell('taxValue');
    const extraErrors: AddressBookFieldIssue[] = [];
    if (roleCells.some((role) => !PARTY_ROLES.includes(role as PartyRole))) {
      extraErrors.push({ field: 'defaultRoles', issue: 'roles' });
    }
    if (taxValue !== '' && !TAX_REFERENCE_TYPES.includes(taxType as TaxReferenceType)) {
      extraErrors.push({ field: 'taxReference.type', issue: 'required' });
    }
    const roles = roleCells.filter((role): role is PartyRole => PARTY_ROLES.includes(role as PartyRole));
    const input: AddressBookEntryInputRaw = {
      companyName: cell('companyName'),
      addressLines: [cell('addressLine1'), cell('addressLine2'), cell('addressLine3')],
      city: cell('city'),
      postalCode: cell('postalCode'),
      countryCode: cell('countryCode'),
      contactName: cell('contactName'),
      email: cell('email'),
      phone: cell('phone'),
      ...(taxValue !== '' && TAX_REFERENCE_TYPES.includes(taxType as TaxReferenceType)
        ? { taxReference: { type: taxType as TaxReferenceType, value: taxValue } }
        : {}),
      defaultRoles: roleCells.length === 0 ? [...PARTY_ROLES] : roles,
    };
    return { row: index + 1, input, errors: [...extraErrors, ...validateAddressBookEntry(input)] };
  });
  return { rows, missingColumns: [] };
}
