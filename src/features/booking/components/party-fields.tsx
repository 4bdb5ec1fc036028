import { useTranslation } from 'react-i18next';

import type { BookingFormValues } from '../utils/booking-form';
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

/** One document party (DCSA Party): name, address (street, city, country) and a contact with e-mail and phone. */
export function PartyFields({ path, legend, nameRequired = false, children }: PartyFieldsProps) {
  const { t } = useTranslation('booking');
  const field = (name: keyof BookingFormValues['documentParties']['shipper']) => `${path}.${name}` as const;
  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.grid}>
        <FormTextField name={field('partyName')} label={t('parties.name')} required={nameRequired} maxLength={70} />
        <FormTextField name={field('street')} label={t('parties.street')} autoComplete="off" maxLength={70} />
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
      </div>
      {children}
    </fieldset>
  );
}
