import Papa from 'papaparse';

import { ADDRESS_BOOK_IMPORT_MAX_ROWS } from '@/config/limits';
import {
  type AddressBookEntryInputRaw,
  type AddressBookFieldIssue,
  PARTY_ROLES,
  type PartyRole,
  TAX_REFERENCE_TYPES,
  type TaxReferenceType,
  validateAddressBookEntry,
} from '@/domain/address-book/address-book-contract';
import type { AddressBookCsvColumn } from '@/domain/address-book/address-book-csv';
import { unescapeSpreadsheetCell } from '@/lib/spreadsheet-cell';

/*
 * Reading an address book CSV (columns: address-book-csv.ts). The file must be UTF-8: a file in another encoding is
 * refused rather than guessed, because Excel's "CSV" is saved in the PC's code page (windows-1252 in Western Europe,
 * 949 in Korea, 932 in Japan, 936 in China) and a wrong guess would import wrong names that look ready.
 */

/** Problems papaparse finds in the file's structure, as i18n keys under 'address-book:import.format.'. */
export type AddressBookCsvFormatIssue = 'unclosed-quote' | 'stray-quote' | 'too-few-fields' | 'too-many-fields';

/**
 * One row of an imported file: `row` its 1-based number among the data rows, `line` the 1-based line of the file it
 * starts on (the header is line 1), the input, its field errors, and `formatIssues` when the row could not be read as
 * written (then its field errors are left out: they would only describe the misread cells).
 */
export interface AddressBookCsvRow {
  row: number;
  line: number;
  input: AddressBookEntryInputRaw;
  errors: AddressBookFieldIssue[];
  formatIssues: AddressBookCsvFormatIssue[];
}

/**
 * What {@link parseAddressBookCsv} found: the rows, `missingColumns` when the header lacks required ones, and
 * `tooManyRows` (rows empty) when the file has more than ADDRESS_BOOK_IMPORT_MAX_ROWS data rows.
 */
export interface AddressBookCsvParseResult {
  rows: AddressBookCsvRow[];
  missingColumns: string[];
  tooManyRows: boolean;
}

/** True when `row` can be sent: no format problem and no field error. */
export function isReadyRow(row: AddressBookCsvRow): boolean {
  return row.errors.length === 0 && row.formatIssues.length === 0;
}

/**
 * The text of a CSV file's bytes, or null when they are not valid UTF-8 (TextDecoder with fatal: true). A leading
 * byte-order mark is dropped.
 */
export function decodeAddressBookCsv(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

const REQUIRED_COLUMNS: readonly AddressBookCsvColumn[] = ['companyName', 'city', 'countryCode'];

const FORMAT_ISSUE_OF: Record<string, AddressBookCsvFormatIssue> = {
  MissingQuotes: 'unclosed-quote',
  InvalidQuotes: 'stray-quote',
  TooFewFields: 'too-few-fields',
  TooManyFields: 'too-many-fields',
};

/** 1-based line of a character offset of `text` (CRLF, LF and CR each end a line). */
function lineCounter(text: string): (offset: number) => number {
  const starts = [0];
  const breaks = /\r\n|\r|\n/g;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) starts.push(match.index + match[0].length);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** The offset where the row after `end` starts: past its line break and any blank lines. */
function nextRowStart(text: string, end: number): number {
  let offset = end;
  while (offset < text.length && /[\r\n]/.test(text[offset] ?? '')) offset += 1;
  return offset;
}

/** The contract's input of one CSV record, with the errors the contract cannot see (unknown role or tax type). */
export function toAddressBookInput(record: Record<string, string | undefined>): {
  input: AddressBookEntryInputRaw;
  errors: AddressBookFieldIssue[];
} {
  const cell = (column: AddressBookCsvColumn) => unescapeSpreadsheetCell((record[column] ?? '').trim());
  const roleCells = cell('defaultRoles')
    .split(/[|;,\s]+/)
    .map((role) => role.toUpperCase())
    .filter(Boolean);
  const taxType = cell('taxType').toUpperCase();
  const taxValue = cell('taxValue');
  const knownTaxType = TAX_REFERENCE_TYPES.includes(taxType as TaxReferenceType);
  const errors: AddressBookFieldIssue[] = [];
  if (roleCells.some((role) => !PARTY_ROLES.includes(role as PartyRole))) {
    errors.push({ field: 'defaultRoles', issue: 'unknown-role' });
  }
  if (taxValue !== '' && !knownTaxType) errors.push({ field: 'taxReference.type', issue: 'required' });
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
    ...(taxValue !== '' && knownTaxType
      ? { taxReference: { type: taxType as TaxReferenceType, value: taxValue } }
      : {}),
    // A row whose roles are empty gets every role.
    defaultRoles: roleCells.length === 0 ? [...PARTY_ROLES] : roles,
  };
  // An unknown role also leaves the row without a known one: say it once, as unknown, not twice as "choose one".
  const unknownRole = errors.some((error) => error.issue === 'unknown-role');
  const contractErrors = validateAddressBookEntry(input).filter(
    (error) => !(unknownRole && error.field === 'defaultRoles'),
  );
  return { input, errors: [...errors, ...contractErrors] };
}

/**
 * Parses an address-book CSV text (papaparse, header row, empty lines skipped) into rows, each validated like the
 * server does. papaparse's own structure errors (an unclosed or stray quote, too few or too many cells) are reported
 * on their row with the line they occur on; a row with one is never ready. Stops reading past
 * ADDRESS_BOOK_IMPORT_MAX_ROWS data rows and answers `tooManyRows`.
 */
export function parseAddressBookCsv(text: string): AddressBookCsvParseResult {
  const source = text.replace(/^\uFEFF/, '');
  const lineOf = lineCounter(source);
  const rows: AddressBookCsvRow[] = [];
  let fields: string[] = [];
  let rowStart = -1;
  // Set inside papaparse's step callback, which TypeScript's narrowing does not follow.
  const read = { tooManyRows: false };
  Papa.parse<Record<string, string | undefined>>(source, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    step: (result, parser) => {
      fields = result.meta.fields ?? fields;
      if (rowStart < 0) rowStart = nextRowStart(source, source.search(/\r\n|\r|\n/));
      if (rows.length === ADDRESS_BOOK_IMPORT_MAX_ROWS) {
        read.tooManyRows = true;
        parser.abort();
        return;
      }
      const found = result.errors.flatMap((error) => {
        const issue = FORMAT_ISSUE_OF[error.code];
        return issue ? [issue] : [];
      });
      // A quote problem also miscounts the row's cells: name the cause only.
      const quoteIssues = found.filter((issue) => issue === 'unclosed-quote' || issue === 'stray-quote');
      const formatIssues = quoteIssues.length > 0 ? quoteIssues : found;
      const { input, errors } = toAddressBookInput(result.data);
      rows.push({
        row: rows.length + 1,
        line: lineOf(rowStart),
        input,
        errors: formatIssues.length > 0 ? [] : errors,
        formatIssues: [...new Set(formatIssues)],
      });
      rowStart = nextRowStart(source, result.meta.cursor);
    },
  });
  // A file of only a header row has no step to report its fields.
  if (rows.length === 0) fields = (Papa.parse<string[]>(source, { preview: 1 }).data[0] ?? []).map((f) => f.trim());
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !fields.includes(column));
  if (missingColumns.length > 0) return { rows: [], missingColumns, tooManyRows: false };
  return read.tooManyRows
    ? { rows: [], missingColumns: [], tooManyRows: true }
    : { rows, missingColumns: [], tooManyRows: false };
}
