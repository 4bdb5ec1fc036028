import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { type AddressBookEntry, type PartyRole } from '@/domain/address-book/address-book-contract';
import { AddressBookNameCombobox } from '@/domain/address-book/address-book-name-combobox';
import { addressBookQueries } from '@/domain/address-book/address-book-queries';
import { useCreateAddressBookEntry } from '@/domain/address-book/use-address-book-mutations';
import { useCurrentUserId } from '@/domain/session/session-store';
import type { BookingFormValues, PartyFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';

import styles from './booking-request-page.module.css';
import { FormTextField } from './form-text-field';

type PartyPath = 'documentParties.shipper' | 'documentParties.consignee' | `documentParties.notifyParties.${number}`;

/** Props of {@link PartyFields}. */
export interface PartyFieldsProps {
  path: PartyPath;
  legend: string;
  /** The party's name is required (the shipper). */
  nameRequired?: boolean;
  children?: React.ReactNode;
}

function roleOf(path: PartyPath): PartyRole {
  if (path === 'documentParties.shipper') return 'SHIPPER';
  if (path === 'documentParties.consignee') return 'CONSIGNEE';
  return 'NOTIFY';
}

/** The party form values of a saved party (first address line as the street). */
function fromEntry(entry: AddressBookEntry): PartyFormValues {
  return {
    partyName: entry.companyName,
    street: entry.addressLines.join(', '),
    city: entry.city,
    postalCode: entry.postalCode,
    countryCode: entry.countryCode,
    contactName: entry.contactName,
    email: entry.email,
    phone: entry.phone,
    taxType: entry.taxReference?.type ?? '',
    taxValue: entry.taxReference?.value ?? '',
  };
}

/**
 * One document party (DCSA Party): name, address (street, postal code, city, country), a contact with e-mail and
 * phone, and a tax or EORI number. The name picks from the user's address book (docs/requirements.md §5 autocomplete: two
 * characters, case-insensitive contains, APG combobox); picking fills this party's fields only. A party typed by hand
 * that is not in the address book can be saved to it with this party's role.
 */
export function PartyFields({ path, legend, nameRequired = false, children }: PartyFieldsProps) {
  const { t } = useTranslation('booking');
  const { t: tBook } = useTranslation('address-book');
  const field = (name: keyof PartyFormValues) => `${path}.${name}` as const;
  const nameField: `${PartyPath}.partyName` = `${path}.partyName`;
  const role = roleOf(path);
  const userId = useCurrentUserId();
  const book = useQuery({
    ...addressBookQueries.every(userId ?? ''),
    enabled: userId !== null,
    meta: { errorHandling: 'silent' },
  });
  const { setValue, getValues } = useFormContext<BookingFormValues>();
  const { field: name, fieldState } = useController<BookingFormValues, `${PartyPath}.partyName`>({
    name: nameField,
  });
  const inputValue = typeof name.value === 'string' ? name.value : '';
  const entries = book.data?.entries ?? [];
  const [saveState, setSaveState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const create = useCreateAddressBookEntry(userId ?? '');
  const typedName = inputValue.trim();
  const inBook = entries.some((entry) => entry.companyName.toLocaleLowerCase() === typedName.toLocaleLowerCase());

  const handlePick = (entry: AddressBookEntry) => {
    const values = fromEntry(entry);
    (Object.keys(values) as (keyof PartyFormValues)[]).forEach((key) => {
      setValue(field(key), values[key], { shouldDirty: true, shouldValidate: key === 'partyName' });
    });
  };

  const handleSave = async () => {
    const party = getValues(path);
    const tax = party.taxValue.trim();
    try {
      await create.mutateAsync({
        companyName: party.partyName,
        addressLines: [party.street],
        city: party.city,
        postalCode: party.postalCode,
        countryCode: party.countryCode,
        contactName: party.contactName,
        email: party.email,
        phone: party.phone,
        ...(tax
          ? {
              taxReference: {
                type: party.taxType === 'VAT' || party.taxType === 'TAX' ? party.taxType : 'EORI',
                value: tax,
              },
            }
          : {}),
        defaultRoles: [role],
      });
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  };

  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        <AddressBookNameCombobox
          name={name.name}
          label={t('parties.name')}
          description={userId ? tBook('party.name-hint') : undefined}
          required={nameRequired}
          error={fieldState.error}
          issueText={BOOKING_ISSUE_TEXT}
          role={role}
          value={inputValue}
          onChange={(value) => {
            name.onChange(value);
            setSaveState('idle');
          }}
          onBlur={name.onBlur}
          onPick={handlePick}
          emptyMessage={tBook('empty.no-match', { q: inputValue.trim() })}
        />
        <FormTextField name={field('street')} label={t('parties.street')} autoComplete="off" maxLength={70} />
        <FormTextField
          name={field('postalCode')}
          label={tBook('fields.postal-code')}
          autoComplete="off"
          maxLength={10}
        />
        <FormTextField name={field('city')} label={t('parties.city')} autoComplete="off" maxLength={35} />
        <FormTextField
          name={field('countryCode')}
          label={t('parties.country')}
          description={t('parties.country-hint')}
          autoComplete="off"
          maxLength={2}
        />
        <FormTextField name={field('contactName')} label={t('parties.contact')} autoComplete="off" maxLength={35} />
        <FormTextField name={field('email')} label={t('parties.email')} type="email" autoComplete="off" />
        <FormTextField name={field('phone')} label={t('parties.phone')} type="tel" autoComplete="off" maxLength={30} />
        <FormTextField name={field('taxValue')} label={tBook('fields.tax-value')} autoComplete="off" maxLength={35} />
      </div>
      {userId && typedName !== '' && !inBook && book.isSuccess ? (
        <div className={styles.actions}>
          <Button disabled={create.isPending || saveState === 'saved'} onClick={() => void handleSave()}>
            {tBook('party.save')}
          </Button>
        </div>
      ) : null}
      <p role="status" aria-live="polite">
        {saveState === 'saved' ? tBook('party.saved', { name: typedName }) : ''}
      </p>
      {saveState === 'failed' ? <p role="alert">{tBook('party.save-failed')}</p> : null}
      {children}
    </fieldset>
  );
}
