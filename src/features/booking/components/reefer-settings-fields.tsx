import { useQuery } from '@tanstack/react-query';
import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import { REEFER_MAX_CELSIUS, REEFER_MIN_CELSIUS, TEMPERATURE_UNITS } from '@/domain/booking/booking-codes-contract';
import { referenceDataQueries } from '@/domain/reference-data/reference-data';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';
import { EQUIPMENT_NUMBER_RULES } from '@/features/booking/utils/number-fields';

import styles from './booking-request-page.module.css';
import { NumberField } from './number-field';

/** The F range of the reefer set point, from the contract's °C range. */
const fahrenheit = (celsius: number) => Math.round((celsius * 9) / 5 + 32);

/** Props of {@link ReeferSettingsFields}: the line's form path and the re-check of a field whose rule depends on another. */
export interface ReeferSettingsFieldsProps {
  prefix: `requestedEquipments.${number}`;
  recheck: (name: FieldPath<BookingFormValues>) => void;
}

/** A reefer line's settings (DCSA activeReeferSettings): set point and its unit, ventilation, humidity. */
export function ReeferSettingsFields({ prefix, recheck }: ReeferSettingsFieldsProps) {
  const { t } = useTranslation(['booking', 'common']);
  const { register, control } = useFormContext<BookingFormValues>();
  const unit = useWatch({ control, name: `${prefix}.activeReeferSettings.temperatureUnit` });
  const ventilation = useQuery(referenceDataQueries.mdmConfig('VENTILATION_RATIO'));
  const celsius = unit === 'CEL';
  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.legend}>{t('reefer.legend')}</legend>
      <div className={styles.grid}>
        <NumberField
          name={`${prefix}.activeReeferSettings.temperatureSetpoint`}
          label={t('reefer.temperature')}
          required
          rules={EQUIPMENT_NUMBER_RULES['activeReeferSettings.temperatureSetpoint'].rules}
          description={t('reefer.temperature-hint', {
            min: celsius ? REEFER_MIN_CELSIUS : fahrenheit(REEFER_MIN_CELSIUS),
            max: celsius ? REEFER_MAX_CELSIUS : fahrenheit(REEFER_MAX_CELSIUS),
            unit: t(`units.${unit}`),
          })}
          issueText={{
            ...BOOKING_ISSUE_TEXT,
            values: {
              min: celsius ? REEFER_MIN_CELSIUS : fahrenheit(REEFER_MIN_CELSIUS),
              max: celsius ? REEFER_MAX_CELSIUS : fahrenheit(REEFER_MAX_CELSIUS),
              unit: t(`units.${unit}`),
            },
          }}
        />
        <NativeSelect
          label={t('reefer.temperature-unit')}
          options={TEMPERATURE_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
          {...register(`${prefix}.activeReeferSettings.temperatureUnit`, {
            onChange: () => {
              recheck(`${prefix}.activeReeferSettings.temperatureSetpoint`);
            },
          })}
        />
        <NativeSelect
          label={t('reefer.ventilation')}
          options={[
            { value: '', label: t('reefer.ventilation-none') },
            ...(ventilation.data?.items ?? [])
              .filter((item) => /^\d+$/.test(item.code))
              .map((item) => ({ value: item.code, label: item.name })),
          ]}
          {...register(`${prefix}.activeReeferSettings.airExchangeSetpoint`)}
        />
        <NumberField
          name={`${prefix}.activeReeferSettings.humiditySetpoint`}
          label={t('reefer.humidity')}
          rules={EQUIPMENT_NUMBER_RULES['activeReeferSettings.humiditySetpoint'].rules}
          issueText={{ ...BOOKING_ISSUE_TEXT, values: { min: 0, max: 100 } }}
        />
      </div>
    </fieldset>
  );
}
