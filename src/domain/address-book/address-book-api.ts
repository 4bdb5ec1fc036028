import {
  ADDRESS_BOOK_IMPORT_PATH,
  ADDRESS_BOOK_MAX_PAGE_SIZE,
  ADDRESS_BOOK_PATH,
  type AddressBookEntry,
  type AddressBookEntryInputRaw,
  addressBookEntryPath,
  addressBookEntrySchema,
  type AddressBookImportResult,
  addressBookImportResultSchema,
  type AddressBookListParams,
  type AddressBookPage,
  addressBookPageSchema,
} from '@/domain/address-book/address-book-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the address book (calls: address-book-contract.ts). Answers are parsed with zod (ZodError on a bad
 * shape); HTTP failures reject with ApiError (422 with `errors` naming the invalid fields).
 */

/** GET v1/address-book: one page of the user's saved parties. */
export async function getAddressBook(params: AddressBookListParams, signal?: AbortSignal): Promise<AddressBookPage> {
  const { data } = await apiClient.get<unknown>(ADDRESS_BOOK_PATH, { params, signal });
  return addressBookPageSchema.parse(data);
}

/**
 * Every saved party of the user: GET v1/address-book page by page (500 a page, the server's most) until `total` is
 * reached, as one page holding them all (`size` = `total` = the number of entries). Paging through the list rather
 * than asking for a dedicated export call keeps the contract as it is and works against any server that pages.
 */
export async function getEveryAddressBookEntry(signal?: AbortSignal): Promise<AddressBookPage> {
  const entries: AddressBookEntry[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getAddressBook({ page, size: ADDRESS_BOOK_MAX_PAGE_SIZE }, signal);
    entries.push(...answer.entries);
    if (answer.entries.length === 0 || entries.length >= answer.total) break;
  }
  return { entries, page: 1, size: entries.length, total: entries.length };
}

/** POST v1/address-book: saves a new party. */
export async function createAddressBookEntry(input: AddressBookEntryInputRaw): Promise<AddressBookEntry> {
  const { data } = await apiClient.post<unknown>(ADDRESS_BOOK_PATH, input);
  return addressBookEntrySchema.parse(data);
}

/** PUT v1/address-book/{id}: replaces a saved party. */
export async function updateAddressBookEntry(id: string, input: AddressBookEntryInputRaw): Promise<AddressBookEntry> {
  const { data } = await apiClient.put<unknown>(addressBookEntryPath(id), input);
  return addressBookEntrySchema.parse(data);
}

/** DELETE v1/address-book/{id}. */
export async function deleteAddressBookEntry(id: string): Promise<void> {
  await apiClient.delete(addressBookEntryPath(id));
}

/** POST v1/address-book/import: saves the valid rows, answers the invalid ones with their field errors. */
export async function importAddressBookEntries(entries: readonly unknown[]): Promise<AddressBookImportResult> {
  const { data } = await apiClient.post<unknown>(ADDRESS_BOOK_IMPORT_PATH, { entries });
  return addressBookImportResultSchema.parse(data);
}
