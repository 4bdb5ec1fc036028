import {
  ADDRESS_BOOK_IMPORT_PATH,
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
