import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { type AddressBookEntry, type PartyRole } from '@/domain/address-book/address-book-contract';
import { AddressBookNameCombobox } from '@/domain/address-book/address-book-name-combobox';
import { useCurrentUserId } from '@/domain/session/session-store';

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
  const { setValue } = useFormContext<SiFormValues>();
  const { field } = useController<SiFormValues, `${PartyPrefix}.partyName`>({ name: `${prefix}.partyName` });

  const handlePick = (entry: AddressBookEntry) => {
    const party = partyOfEntry(entry);
    (Object.keys(party) as (keyof SiPartyValues)[]).forEach((key) => {
      setValue(`${prefix}.${key}`, party[key], { shouldDirty: true });
    });
  };

  return (
    <AddressBookNameCombobox
      name={field.name}
      label={t('fields.party.partyName')}
      description={userId ? tBook('party.name-hint') : undefined}
      required={required}
      error={error}
      role={ROLE_OF[prefix]}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onPick={handlePick}
      emptyMessage={tBook('empty.no-match', { q: field.value.trim() })}
    />
  );
}
