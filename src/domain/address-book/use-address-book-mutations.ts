import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  createAddressBookEntry,
  deleteAddressBookEntry,
  updateAddressBookEntry,
} from '@/domain/address-book/address-book-api';
import type { AddressBookEntryInputRaw } from '@/domain/address-book/address-book-contract';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';

function useInvalidateAddressBook(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressBookQueries.all(userId) });
}

/** Saves a new party of `userId`; the user's lists refresh. Failures (422 field errors) are the caller's to show. */
export function useCreateAddressBookEntry(userId: string) {
  const invalidate = useInvalidateAddressBook(userId);
  return useMutation({
    mutationFn: (input: AddressBookEntryInputRaw) => createAddressBookEntry(input),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Replaces a saved party; the user's lists refresh. */
export function useUpdateAddressBookEntry(userId: string) {
  const invalidate = useInvalidateAddressBook(userId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AddressBookEntryInputRaw }) => updateAddressBookEntry(id, input),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Deletes a saved party; the user's lists refresh. */
export function useDeleteAddressBookEntry(userId: string) {
  const invalidate = useInvalidateAddressBook(userId);
  return useMutation({
    mutationFn: (id: string) => deleteAddressBookEntry(id),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}
