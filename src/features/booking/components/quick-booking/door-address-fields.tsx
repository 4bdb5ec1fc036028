import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { TextField } from '@/components/ui/text-field';

import styles from './quick-booking.module.css';
import type { QuickBookingDetails } from './quick-booking-draft';

/** Props of {@link DoorAddressFields}. */
export interface DoorAddressFieldsProps {
  /** Which Door end: the pick-up at the place of receipt or the delivery at the place of delivery. */
  end: 'pickupAddress' | 'deliveryAddress';
  /** The place's name (POR or DEL), for the legend. */
  place: string;
}

/**
 * The street address of a Door end (DCSA Address: street, postal code, city, country code), where the carrier's truck
 * picks up or delivers the containers. Rules: quick-booking-request.ts.
 */
export function DoorAddressFields({ end, place }: DoorAddressFieldsProps) {
  const { t } = useTranslation('quick-booking');
  const { register, getFieldState, formState } = useFormContext<QuickBookingDetails>();
  const errorOf = (field: keyof NonNullable<QuickBookingDetails['pickupAddress']>) =>
    getFieldState(`${end}.${field}`, formState).error;
  const issueText = (max?: number): IssueText => ({
    ns: 'quick-booking',
    prefix: 'errors.',
    ...(max === undefined ? {} : { values: { max } }),
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t(end === 'pickupAddress' ? 'terms.pickup-address' : 'terms.delivery-address', { place })}</legend>
      <div className={styles.grid}>
        <TextField
          label={t('terms.street')}
          required
          autoComplete="off"
          error={errorOf('street')}
          issueText={issueText(70)}
          {...register(`${end}.street`)}
        />
        <TextField
          label={t('terms.post-code')}
          autoComplete="off"
          error={errorOf('postCode')}
          issueText={issueText(10)}
          {...register(`${end}.postCode`)}
        />
        <TextField
          label={t('terms.city')}
          required
          autoComplete="off"
          error={errorOf('city')}
          issueText={issueText(35)}
          {...register(`${end}.city`)}
        />
        <TextField
          label={t('terms.country-code')}
          description={t('terms.country-code-hint')}
          required
          autoComplete="off"
          maxLength={2}
          error={errorOf('countryCode')}
          issueText={issueText()}
          {...register(`${end}.countryCode`)}
        />
      </div>
    </fieldset>
  );
}
