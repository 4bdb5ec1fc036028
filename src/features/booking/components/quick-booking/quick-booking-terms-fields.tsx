import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { FormRadioGroup } from '@/components/ui/form-radio-group';
import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { DoorAddressFields } from '@/features/booking/components/door-address-fields';

import styles from './quick-booking.module.css';
import type { QuickBookingDetails } from './quick-booking-draft';

/** Quick booking's messages ('errors.*' of its namespace), with the field's length limit for "too long". */
const issueText = (max?: number): IssueText => ({
  ns: 'quick-booking',
  prefix: 'errors.',
  ...(max === undefined ? {} : { values: { max } }),
});

/**
 * The service terms at both ends (DCSA receiptTypeAtOrigin / deliveryTypeAtDestination: CY or Door), prefilled from
 * the schedule's sailing; a Door end asks for the street address of the pick-up or the delivery.
 */
export function QuickBookingTermsFields({ sailing }: { sailing: QuickBookingSailing }) {
  const { t } = useTranslation('quick-booking');
  const { control } = useFormContext<QuickBookingDetails>();
  const [receiptType, deliveryType] = useWatch({ control, name: ['receiptType', 'deliveryType'] });
  const options = [
    { value: 'CY' as const, label: t('terms.cy') },
    { value: 'SD' as const, label: t('terms.door') },
  ];
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('terms.legend')}</legend>
      <FormRadioGroup
        control={control}
        name="receiptType"
        legend={t('terms.receipt', { place: sailing.porName })}
        fallbackValue={sailing.receiptType}
        options={options}
      />
      {receiptType === 'SD' ? (
        <DoorAddressFields
          name="pickupAddress"
          legend={t('terms.pickup-address', { place: sailing.porName })}
          issueText={issueText}
        />
      ) : null}
      <FormRadioGroup
        control={control}
        name="deliveryType"
        legend={t('terms.delivery', { place: sailing.delName })}
        fallbackValue={sailing.deliveryType}
        options={options}
      />
      {deliveryType === 'SD' ? (
        <DoorAddressFields
          name="deliveryAddress"
          legend={t('terms.delivery-address', { place: sailing.delName })}
          issueText={issueText}
        />
      ) : null}
    </fieldset>
  );
}
