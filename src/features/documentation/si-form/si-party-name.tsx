import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Combobox } from '@/components/ui/combobox';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/config/limits';
import {
  type AddressBookEntry,
  matchAddressBookEntries,
  type PartyRole,
} from '@/domain/address-book/address-book-contract';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import type { SiFormValues, SiPartyValues } from './si-form-values';

type PartyPrefix = 'shipper' | 'consignee' | 'endorsee' | 'notifyParty';

const ROLE_OF: Record<PartyPrefix, PartyRole | undefined> = {
  shipper: 'SHIPPER',
  consignee: 'CONSIGNEE',
  endorsee: undefined,
  notifyParty: 'NOTIFY',
};

/** A saved party as the SI form's party (address lines joined into the street). */
function partyOfEntry(entry: AddressBookEntry): SiPartyValues {
  return {
    partyName: entry.companyName.slice(0, 70),
    street: entry.addressLines.filter(Boolean).join(', '),
    city: entry.city,
    postCode: entry.postalCode,
    countryCode: entry.countryCode,
    contactName: entry.contactName,
    phone: entry.phone,
    email: entry.email,
  };
}

/**
 * The company name of one SI party ("parties pick from the address book"): an APG combobox over
 * the user's address book (docs/requirements.md §5: two characters, case-insensitive contains; parties with this role first);
 * picking one fills this party's fields, typing keeps whatever the user wrote.
 */
export function SiPartyName({ prefix, required, error }: { prefix: PartyPrefix; required: boolean; error?: string }) {
  const { t } = useTranslation('si-form');
  const { t: tBook } = useTranslation('address-book');
  const userId = useCurrentUserId();
  const book = useQuery({
    ...addressBookQueries.every(userId ?? ''),
    enabled: userId !== null,
    meta: { errorHandling: 'silent' },
  });
  const { setValue } = useFormContext<SiFormValues>();
  const { field } = useController<SiFormValues, `${PartyPrefix}.partyName`>({ name: `${prefix}.partyName` });
  const inputValue = field.value;
  const query = useDebouncedValue(inputValue, AUTOCOMPLETE_DEBOUNCE_MS);
  const items = matchAddressBookEntries(book.data?.entries ?? [], query, ROLE_OF[prefix]).slice(0, 50);
  const [picked, setPicked] = useState<AddressBookEntry | null>(null);

  const handlePick = (entry: AddressBookEntry | null) => {
    setPicked(entry);
    if (!entry) return;
    const party = partyOfEntry(entry);
    (Object.keys(party) as (keyof SiPartyValues)[]).forEach((key) => {
      setValue(`${prefix}.${key}`, party[key], { shouldDirty: true });
    });
  };

  return (
    <Combobox<AddressBookEntry>
      name={field.name}
      label={t('fields.party.partyName')}
      description={userId ? tBook('party.name-hint') : undefined}
      required={required}
      error={error}
      items={items}
      isLoading={query !== inputValue && items.length === 0}
      selectedItem={picked}
      onSelectedItemChange={handlePick}
      inputValue={inputValue}
      onInputValueChange={(value) => {
        field.onChange(value.slice(0, 70));
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
      emptyMessage={tBook('empty.no-match', { q: inputValue.trim() })}
      onBlur={field.onBlur}
    />
  );
}
