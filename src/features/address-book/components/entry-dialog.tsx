import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import {
  type AddressBookEntry,
  type AddressBookEntryInputRaw,
  PARTY_ROLES,
  TAX_REFERENCE_TYPES,
} from '@/domain/address-book/address-book-contract';
import { useCreateAddressBookEntry, useUpdateAddressBookEntry } from '@/domain/address-book/use-address-book-mutations';
import { referenceDataQueries } from '@/domain/reference-data/reference-data';

import {
  emptyEntryForm,
  entryFormSchema,
  type EntryFormValues,
  formFieldOf,
  toEntryForm,
  toEntryInput,
} from '../utils/entry-form';
import styles from './address-book-page.module.css';

const ISSUE_TEXT = { ns: 'address-book', prefix: 'errors.' };

/** Props of {@link EntryDialog}: `entry` to edit, or null to add a new party. */
export interface EntryDialogProps {
  userId: string;
  entry: AddressBookEntry | null;
  onClose: () => void;
  onSaved: (entry: AddressBookEntry) => void;
}

/**
 * Add or edit one saved party in a dialog (react-hook-form + the contract's validation). The country comes from the
 * create-account country list; choosing one prefills the phone with its dialling code while the phone holds no more
 * than a dialling code. A 422 from the server puts its field errors on the fields; saving waits for a lost connection
 * and says so.
 */
export function EntryDialog({ userId, entry, onClose, onSaved }: EntryDialogProps) {
  const { t } = useTranslation('address-book');
  const countries = useQuery(referenceDataQueries.createAccountCountries());
  const create = useCreateAddressBookEntry(userId);
  const update = useUpdateAddressBookEntry(userId);
  const form = useForm<EntryFormValues>({
    resolver: zodResolver(entryFormSchema),
    defaultValues: entry ? toEntryForm(entry) : emptyEntryForm(),
  });
  const { register, formState, handleSubmit, setValue, getValues, control } = form;
  // Add or edit: one of two mutations behind the same form. The address book's API takes no Idempotency-Key.
  const submitter = useFormSubmit<
    EntryFormValues,
    AddressBookEntryInputRaw,
    AddressBookEntry,
    AddressBookEntryInputRaw
  >({
    form,
    mutation: {
      mutate: (input: AddressBookEntryInputRaw, callbacks) => {
        if (entry) update.mutate({ id: entry.id, input }, callbacks);
        else create.mutate(input, callbacks);
      },
      isPending: create.isPending || update.isPending,
      isPaused: create.isPaused || update.isPaused,
    },
    variables: (input) => input,
    // The server names the contract's fields ('addressLines[0]', 'taxReference.value'): the form's own names.
    fieldName: (name) => formFieldOf(name),
    onSuccess: onSaved,
  });

  const handleCountryChange = (countryCode: string) => {
    const phoneCode = countries.data?.find((country) => country.countryCode === countryCode)?.phoneCode;
    const phone = getValues('phone').trim();
    if (phoneCode && (phone === '' || /^\+\d{1,4}$/.test(phone))) setValue('phone', `${phoneCode} `);
  };

  const handleSave = handleSubmit((values) => {
    submitter.submit(toEntryInput(values));
  });

  const countryOptions = [
    { value: '', label: t('form.country-choose') },
    ...(countries.data ?? []).map((country) => ({
      value: country.countryCode,
      label: `${country.countryName} (${country.countryCode})`,
    })),
  ];
  const field = (name: keyof EntryFormValues) => ({
    ...register(name),
    error: formState.errors[name],
    issueText: ISSUE_TEXT,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={entry ? t('form.edit-title') : t('form.add-title')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" form="address-book-entry-form" variant="primary" busy={submitter.pending}>
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form
        id="address-book-entry-form"
        noValidate
        onSubmit={(event) => void handleSave(event)}
        className={styles.form}
      >
        <div className={styles.formGrid}>
          <TextField label={t('fields.company-name')} required maxLength={70} {...field('companyName')} />
          <TextField label={t('fields.address-line', { n: 1 })} required maxLength={70} {...field('addressLine1')} />
          <TextField label={t('fields.address-line', { n: 2 })} maxLength={70} {...field('addressLine2')} />
          <TextField label={t('fields.address-line', { n: 3 })} maxLength={70} {...field('addressLine3')} />
          <TextField label={t('fields.city')} required maxLength={35} {...field('city')} />
          <TextField
            label={t('fields.postal-code')}
            description={t('form.postal-code-hint')}
            maxLength={10}
            {...field('postalCode')}
          />
          <Controller
            control={control}
            name="countryCode"
            render={({ field: country, fieldState }) => (
              <div>
                <NativeSelect
                  label={t('fields.country')}
                  options={countryOptions}
                  name={country.name}
                  ref={country.ref}
                  value={country.value}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? 'address-book-country-error' : undefined}
                  onBlur={country.onBlur}
                  onChange={(event) => {
                    country.onChange(event.target.value);
                    handleCountryChange(event.target.value);
                  }}
                />
                {fieldState.error?.message ? (
                  <p id="address-book-country-error" className={styles.fieldError}>
                    {t(`errors.${fieldState.error.message}`)}
                  </p>
                ) : null}
              </div>
            )}
          />
          <TextField label={t('fields.contact-name')} maxLength={35} {...field('contactName')} />
          <TextField label={t('fields.email')} type="email" autoComplete="off" {...field('email')} />
          <TextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="off"
            description={t('form.phone-hint')}
            maxLength={30}
            {...field('phone')}
          />
          <NativeSelect
            label={t('fields.tax-type')}
            options={TAX_REFERENCE_TYPES.map((type) => ({ value: type, label: t(`tax-types.${type}`) }))}
            {...register('taxType')}
          />
          <TextField
            label={t('fields.tax-value')}
            description={t('form.tax-hint')}
            maxLength={20}
            {...field('taxValue')}
          />
        </div>
        <RolesFieldset register={register} error={formState.errors.roles?.message} />
        {/* Beside the footer's Save: the connection is lost, or the save failed with nothing a field can show. */}
        <FormSubmitStatus submitter={submitter} failedMessage={t('errors.save-failed')} className={styles.formError} />
      </form>
    </Dialog>
  );
}

/** The default-role checkboxes of the form, with their error. */
function RolesFieldset({ register, error }: { register: UseFormRegister<EntryFormValues>; error: string | undefined }) {
  const { t } = useTranslation('address-book');
  return (
    <fieldset className={styles.roles} aria-describedby={error ? 'address-book-roles-error' : undefined}>
      <legend>{t('fields.roles')}</legend>
      {PARTY_ROLES.map((role) => (
        <label key={role} className={styles.checkbox}>
          <input type="checkbox" value={role} {...register('roles')} />
          {t(`roles.${role}`)}
        </label>
      ))}
      {error ? (
        <p id="address-book-roles-error" className={styles.fieldError}>
          {t(`errors.${error}`)}
        </p>
      ) : null}
    </fieldset>
  );
}
