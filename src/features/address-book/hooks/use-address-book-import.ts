import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { importAddressBookEntries } from '@/domain/address-book/address-book-api';
import { ADDRESS_BOOK_MAX_PAGE_SIZE, type AddressBookFieldIssue } from '@/domain/address-book/address-book-contract';
import type { AddressBookCsvRow } from '@/domain/address-book/address-book-csv-import';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';

/** A row the server refused: its row and line in the file and the server's field errors. */
export interface RejectedImportRow {
  row: number;
  line: number;
  errors: AddressBookFieldIssue[];
}

/** Where an import stands: rows `sent` of `total`, how many saved, the refused rows, and whether a part failed. */
export interface AddressBookImportState {
  status: 'idle' | 'running' | 'failed' | 'done';
  sent: number;
  total: number;
  imported: number;
  rejected: RejectedImportRow[];
}

const IDLE: AddressBookImportState = { status: 'idle', sent: 0, total: 0, imported: 0, rejected: [] };

/**
 * Sends the ready rows of a file in parts of the server's most per request (500), one after the other, and reports
 * progress and a result per row. A part that fails stops the import; `run` again resumes at that part, so rows
 * already saved are not sent twice. The user's lists refresh after every run.
 */
export function useAddressBookImport(userId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AddressBookImportState>(IDLE);
  const progress = useRef(IDLE);

  const update = (next: AddressBookImportState) => {
    progress.current = next;
    setState(next);
  };

  const run = async (rows: readonly AddressBookCsvRow[]): Promise<AddressBookImportState> => {
    if (progress.current.status === 'running') return progress.current;
    let current: AddressBookImportState = { ...progress.current, status: 'running', total: rows.length };
    update(current);
    try {
      while (current.sent < rows.length) {
        const part = rows.slice(current.sent, current.sent + ADDRESS_BOOK_MAX_PAGE_SIZE);
        const result = await importAddressBookEntries(part.map((row) => row.input));
        const rejected = result.rejected.flatMap(({ index, errors }) => {
          const row = part[index];
          return row ? [{ row: row.row, line: row.line, errors }] : [];
        });
        current = {
          ...current,
          sent: current.sent + part.length,
          imported: current.imported + result.imported.length,
          rejected: [...current.rejected, ...rejected],
        };
        update(current);
      }
      current = { ...current, status: 'done' };
    } catch {
      current = { ...current, status: 'failed' };
    } finally {
      void queryClient.invalidateQueries({ queryKey: addressBookQueries.all(userId) });
    }
    update(current);
    return current;
  };

  return { state, run };
}
