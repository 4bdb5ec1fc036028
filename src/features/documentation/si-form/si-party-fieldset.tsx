import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/text-field';

import styles from './si-form-page.module.css';
import type { SiFormValues, SiPartyValues } from './si-form-values';
import { SiPartyName } from './si-party-name';
import { useSiFieldError } from './use-si-field-error';

/** Which party of the SI a {@link SiPartyFieldset} edits. */
export type SiPartyPrefix = 'shipper' | 'consignee' | 'endorsee' | 'notifyParty';

/** One party of the SI: its name (from the address book or typed), address and contact. */
export function SiPartyFieldset({ prefix, requiredName }: { prefix: SiPartyPrefix; requiredName: boolean }) {
  const { t } = useTranslation('si-form');
  const { register } = useFormContext<SiFormValues>();
  const errorOf = useSiFieldError<SiFormValues>();
  const field = (name: Exclude<keyof SiPartyValues, 'partyName'>, label: string) => (
    <TextField
      label={label}
      autoComplete="off"
      error={errorOf(`${prefix}.${name}`)}
      {...register(`${prefix}.${name}`)}
    />
  );
  return (
    <fieldset className={styles.party}>
      <legend>{t(`parties.${prefix}`)}</legend>
      <SiPartyName prefix={prefix} required={requiredName} error={errorOf(`${prefix}.partyName`)} />
      {field('street', t('fields.party.street'))}
      <div className={styles.row}>
        {field('city', t('fields.party.city'))}
        {field('postCode', t('fields.party.postCode'))}
        {field('countryCode', t('fields.party.countryCode'))}
      </div>
      <div className={styles.row}>
        {field('contactName', t('fields.party.contactName'))}
        {field('phone', t('fields.party.phone'))}
        {field('email', t('fields.party.email'))}
      </div>
    </fieldset>
  );
}
