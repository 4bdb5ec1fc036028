import { queryOptions } from '@tanstack/react-query';

import { getAddressBook, getEveryAddressBookEntry } from '@/domain/address-book/address-book-api';
import type { AddressBookListParams } from '@/domain/address-book/address-book-contract';

/** Query factory of the address book (TkDodo hierarchy): all(userId) -> list(userId, params); all(userId) -> every. */
export const addressBookQueries = {
  all: (userId: string) => ['address-book', userId] as const,
  list: (userId: string, params: AddressBookListParams) =>
    queryOptions({
      queryKey: [...addressBookQueries.all(userId), 'list', params] as const,
      queryFn: ({ signal }) => getAddressBook(params, signal),
    }),
  /** Every saved party (all pages of the list): the export and the booking form's autocomplete. */
  every: (userId: string) =>
    queryOptions({
      queryKey: [...addressBookQueries.all(userId), 'every'] as const,
      queryFn: ({ signal }) => getEveryAddressBookEntry(signal),
      staleTime: 60_000,
    }),
};
