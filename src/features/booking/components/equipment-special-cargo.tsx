import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import { DIMENSION_UNITS } from '@/domain/booking/booking-codes-contract';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';
import { EQUIPMENT_NUMBER_RULES } from '@/features/booking/utils/number-fields';

import styles from './booking-request-page.module.css';
import { FormDocumentUpload } from './form-document-upload';
import { FormTextField } from './form-text-field';
import { NumberField } from './number-field';

/** Props of {@link DangerousGoodsFields}: the line's form path and the documents the request may still carry. */
export interface DangerousGoodsFieldsProps {
  prefix: `requestedEquipments.${number}`;
  remainingDocuments: number;
}

/** A dangerous cargo line (DCSA dangerousGoods): UN number, IMO class, packing group, names, emergency, papers. */
export function DangerousGoodsFields({ prefix, remainingDocuments }: DangerousGoodsFieldsProps) {
  const { t } = useTranslation(['booking', 'common']);
  const { register } = useFormContext<BookingFormValues>();
  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.legend}>{t('dangerous.legend')}</legend>
      <div className={styles.grid}>
        <FormTextField
          name={`${prefix}.dangerousGoods.UNNumber`}
          label={t('dangerous.un-number')}
          required
          inputMode="numeric"
          maxLength={4}
          description={t('dangerous.un-number-hint')}
        />
        <FormTextField
          name={`${prefix}.dangerousGoods.imoClass`}
          label={t('dangerous.imo-class')}
          required
          maxLength={3}
        />
        <NativeSelect
          label={t('dangerous.packing-group')}
          options={[
            { value: '', label: t('dangerous.packing-group-none') },
            { value: '1', label: 'I' },
            { value: '2', label: 'II' },
            { value: '3', label: 'III' },
          ]}
          {...register(`${prefix}.dangerousGoods.packingGroup`)}
        />
        <FormTextField
          name={`${prefix}.dangerousGoods.properShippingName`}
          label={t('dangerous.proper-shipping-name')}
          required
        />
        <FormTextField
          name={`${prefix}.dangerousGoods.EMSNumber`}
          label={t('dangerous.ems')}
          maxLength={7}
          description={t('dangerous.ems-hint')}
        />
        <FormTextField
          name={`${prefix}.dangerousGoods.emergencyContact`}
          label={t('dangerous.emergency-contact')}
          description={t('dangerous.emergency-contact-hint')}
        />
        <FormTextField
          name={`${prefix}.dangerousGoods.emergencyPhone`}
          label={t('dangerous.emergency-phone')}
          type="tel"
        />
      </div>
      <FormDocumentUpload
        name={`${prefix}.dangerousGoods.documents`}
        legend={t('dangerous.documents')}
        typeGroup="DANGER_CARGO_UPLOAD_TYPE"
        remaining={remainingDocuments}
      />
    </fieldset>
  );
}

/** An out-of-gauge line's dimensions (open top and flat rack only) and their unit. */
export function OutOfGaugeFields({ prefix }: { prefix: `requestedEquipments.${number}` }) {
  const { t } = useTranslation(['booking', 'common']);
  const { register } = useFormContext<BookingFormValues>();
  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.legend}>{t('out-of-gauge.legend')}</legend>
      <div className={styles.grid}>
        {(['length', 'width', 'height'] as const).map((dimension) => (
          <NumberField
            key={dimension}
            name={`${prefix}.outOfGaugeDimensions.${dimension}`}
            label={t(`out-of-gauge.${dimension}`)}
            required
            rules={EQUIPMENT_NUMBER_RULES[`outOfGaugeDimensions.${dimension}`].rules}
            issueText={BOOKING_ISSUE_TEXT}
          />
        ))}
        <NativeSelect
          label={t('out-of-gauge.unit')}
          options={DIMENSION_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
          {...register(`${prefix}.outOfGaugeDimensions.unit`)}
        />
      </div>
    </fieldset>
  );
}
