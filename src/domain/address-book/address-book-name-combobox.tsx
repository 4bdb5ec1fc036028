import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Combobox } from '@/components/ui/combobox';
import type { FieldErrorProps } from '@/components/ui/field-issue';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/config/limits';
import {
  type AddressBookEntry,
  matchAddressBookEntries,
  type PartyRole,
} from '@/domain/address-book/address-book-contract';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// DCSA Party.partyName: at most 70 characters; longer typing is cut, not refused.
const PARTY_NAME_MAX_LENGTH = 70;
// Suggestions shown at most.
const MAX_SUGGESTIONS = 50;

/**
 * `value` is the typed name (the form field); `onChange` gets what was typed, cut to 70 characters; `onPick` a picked
 * entry (the form fills the party from it). `role` ranks the entries saved with that role first. Texts are translated
 * by the using feature (`emptyMessage` for the typed text); `error` as in Field.
 */
export interface AddressBookNameComboboxProps {
  name: string;
  label: string;
  description?: string | undefined;
  required: boolean;
  error?: FieldErrorProps['error'];
  issueText?: FieldErrorProps['issueText'];
  role: PartyRole | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onPick: (entry: AddressBookEntry) => void;
  emptyMessage: string;
}

/**
 * A party's company name that picks from the user's address book (docs/requirements.md §5 autocomplete: two characters,
 * case-insensitive contains, APG combobox). The address book loads silently: without it the field is a plain text field.
 */
export function AddressBookNameCombobox({
  role,
  value,
  onChange,
  onPick,
  emptyMessage,
  ...fieldProps
}: AddressBookNameComboboxProps) {
  const userId = useCurrentUserId();
  const book = useQuery({
    ...addressBookQueries.every(userId ?? ''),
    enabled: userId !== null,
    meta: { errorHandling: 'silent' },
  });
  const query = useDebouncedValue(value, AUTOCOMPLETE_DEBOUNCE_MS);
  const items = matchAddressBookEntries(book.data?.entries ?? [], query, role).slice(0, MAX_SUGGESTIONS);
  const [picked, setPicked] = useState<AddressBookEntry | null>(null);

  return (
    <Combobox<AddressBookEntry>
      {...fieldProps}
      items={items}
      isLoading={query !== value && items.length === 0}
      selectedItem={picked}
      onSelectedItemChange={(entry) => {
        setPicked(entry);
        if (entry) onPick(entry);
      }}
      inputValue={value}
      onInputValueChange={(typed) => {
        onChange(typed.slice(0, PARTY_NAME_MAX_LENGTH));
      }}
      itemToString={(entry) => entry?.companyName ?? ''}
      itemToKey={(entry) => entry.id}
      renderItem={(entry) => (
        <span>
          {entry.companyName}
          <span className="visually-hidden">, </span>
          <small> {[entry.city, entry.countryCode].filter(Boolean).join(', ')}</small>
        </span>
      )}
      emptyMessage={emptyMessage}
    />
  );
}
