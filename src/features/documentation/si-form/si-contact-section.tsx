import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/text-field';

import styles from './si-form-page.module.css';
import type { SiFormValues } from './si-form-values';
import { useSiFieldError } from './use-si-field-error';

/** Who the carrier asks about this SI: name and e-mail required, phone optional. */
export function SiContactSection() {
  const { t } = useTranslation('si-form');
  const { register } = useFormContext<SiFormValues>();
  const errorOf = useSiFieldError<SiFormValues>();
  return (
    <fieldset className={styles.section}>
      <legend>{t('sections.contact')}</legend>
      <div className={styles.row}>
        <TextField
          label={t('fields.contactName')}
          required
          error={errorOf('contactName')}
          autoComplete="name"
          {...register('contactName')}
        />
        <TextField
          label={t('fields.contactEmail')}
          required
          type="email"
          error={errorOf('contactEmail')}
          autoComplete="email"
          {...register('contactEmail')}
        />
        <TextField
          label={t('fields.contactPhone')}
          type="tel"
          autoComplete="tel"
          error={errorOf('contactPhone')}
          {...register('contactPhone')}
        />
      </div>
    </fieldset>
  );
}
