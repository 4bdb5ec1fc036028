import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { TextField } from '@/components/ui/text-field';
import { DOOR_ADDRESS_MAX_LENGTH, type DoorAddressField } from '@/features/booking/utils/door-address';

import styles from './door-address-fields.module.css';

/** Props of {@link DoorAddressFields}. */
export interface DoorAddressFieldsProps {
  /** The form path of the address (a {@link DoorAddress} object), e.g. 'pickupAddress'. */
  name: string;
  /** The group's legend: which Door end and where ('Pick-up address (Door at Seoul)'). */
  legend: string;
  /** How the form's messages read; `max` is the field's length limit (characters), absent for the country code. */
  issueText: (max?: number) => IssueText;
}

/**
 * The street address of a Door end (DCSA Address: street, postal code, city, country code), where the carrier's truck
 * picks up or delivers the containers, in any booking form holding a DoorAddress at `name`. Rules: utils/door-address.ts
 * (doorAddressFieldIssues).
 */
export function DoorAddressFields({ name, legend, issueText }: DoorAddressFieldsProps) {
  const { t } = useTranslation('booking-domain');
  const { register, getFieldState, formState } = useFormContext();
  const path = (field: DoorAddressField) => `${name}.${field}`;
  const errorOf = (field: DoorAddressField) => getFieldState(path(field), formState).error;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.grid}>
        <TextField
          label={t('door-address.street')}
          required
          autoComplete="off"
          error={errorOf('street')}
          issueText={issueText(DOOR_ADDRESS_MAX_LENGTH.street)}
          {...register(path('street'))}
        />
        <TextField
          label={t('door-address.post-code')}
          autoComplete="off"
          error={errorOf('postCode')}
          issueText={issueText(DOOR_ADDRESS_MAX_LENGTH.postCode)}
          {...register(path('postCode'))}
        />
        <TextField
          label={t('door-address.city')}
          required
          autoComplete="off"
          error={errorOf('city')}
          issueText={issueText(DOOR_ADDRESS_MAX_LENGTH.city)}
          {...register(path('city'))}
        />
        <TextField
          label={t('door-address.country-code')}
          description={t('door-address.country-code-hint')}
          required
          autoComplete="off"
          maxLength={2}
          error={errorOf('countryCode')}
          issueText={issueText()}
          {...register(path('countryCode'))}
        />
      </div>
    </fieldset>
  );
}
