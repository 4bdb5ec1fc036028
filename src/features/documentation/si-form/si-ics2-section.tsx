import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';

import styles from './si-form-page.module.css';
import type { SiFormValues } from './si-form-values';
import { useSiFieldError } from './use-si-field-error';

/** Who files the EU's ICS2 entry summary of an EU-bound SI: the carrier, or the shipper with its self-filer code. */
export function SiIcs2Section() {
  const { t } = useTranslation('si-form');
  const { register, control } = useFormContext<SiFormValues>();
  const errorOf = useSiFieldError<SiFormValues>();
  const filedBy = useWatch({ control, name: 'ics2FiledBy' });
  return (
    <fieldset className={styles.section}>
      <legend>{t('sections.ics2')}</legend>
      <p>{t('hints.ics2')}</p>
      <NativeSelect
        label={t('fields.ics2FiledBy')}
        options={[
          { value: 'CARRIER', label: t('ics2.CARRIER') },
          { value: 'SHIPPER', label: t('ics2.SHIPPER') },
        ]}
        {...register('ics2FiledBy')}
      />
      {filedBy === 'SHIPPER' ? (
        <TextField
          label={t('fields.ics2SelfFilerCode')}
          required
          error={errorOf('ics2SelfFilerCode')}
          {...register('ics2SelfFilerCode')}
        />
      ) : null}
    </fieldset>
  );
}
