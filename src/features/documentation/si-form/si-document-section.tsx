import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';

import styles from './si-form-page.module.css';
import type { SiFormValues } from './si-form-values';
import { useSiFieldError } from './use-si-field-error';

/** The SI form's transport document: B/L or sea waybill, freight terms, originals and copies, "to order". */
export function SiDocumentSection() {
  const { t } = useTranslation('si-form');
  const { register } = useFormContext<SiFormValues>();
  const errorOf = useSiFieldError<SiFormValues>();
  return (
    <fieldset className={styles.section}>
      <legend>{t('sections.document')}</legend>
      <div className={styles.row}>
        <NativeSelect
          label={t('fields.transportDocumentTypeCode')}
          options={[
            { value: 'BOL', label: t('document.BOL') },
            { value: 'SWB', label: t('document.SWB') },
          ]}
          {...register('transportDocumentTypeCode')}
        />
        <NativeSelect
          label={t('fields.freightPaymentTermCode')}
          options={[
            { value: 'PRE', label: t('document.PRE') },
            { value: 'COL', label: t('document.COL') },
          ]}
          {...register('freightPaymentTermCode')}
        />
        <TextField
          label={t('fields.numberOfOriginalsWithCharges')}
          inputMode="numeric"
          error={errorOf('numberOfOriginalsWithCharges')}
          {...register('numberOfOriginalsWithCharges')}
        />
        <TextField
          label={t('fields.numberOfCopiesWithoutCharges')}
          inputMode="numeric"
          error={errorOf('numberOfCopiesWithoutCharges')}
          {...register('numberOfCopiesWithoutCharges')}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('isToOrder')} /> {t('fields.isToOrder')}
      </label>
    </fieldset>
  );
}
