import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';

import styles from './si-form-page.module.css';
import type { SiFormValues } from './si-form-values';
import { useSiFieldError } from './use-si-field-error';

/** The SI's cargo: description of goods, HS codes, marks and numbers, and the declared total gross weight. */
export function SiCargoSection() {
  const { t } = useTranslation('si-form');
  const { register } = useFormContext<SiFormValues>();
  const errorOf = useSiFieldError<SiFormValues>();
  return (
    <fieldset className={styles.section}>
      <legend>{t('sections.cargo')}</legend>
      <TextArea
        label={t('fields.descriptionOfGoods')}
        required
        error={errorOf('descriptionOfGoods')}
        {...register('descriptionOfGoods')}
      />
      <TextField
        label={t('fields.hsCodes')}
        required
        description={t('hints.hs')}
        error={errorOf('hsCodes')}
        {...register('hsCodes')}
      />
      <TextArea
        label={t('fields.shippingMarks')}
        required
        error={errorOf('shippingMarks')}
        {...register('shippingMarks')}
      />
      <TextField
        label={t('fields.cargoGrossWeightTotalKg')}
        required
        inputMode="decimal"
        description={t('hints.weight-total')}
        error={errorOf('cargoGrossWeightTotalKg')}
        {...register('cargoGrossWeightTotalKg')}
      />
    </fieldset>
  );
}
