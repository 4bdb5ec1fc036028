import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { VGM_METHODS, WEIGHT_UNITS } from '@/domain/vgm/vgm-contract';

import type { VgmFormValues } from '../utils/vgm-form';
import styles from './vgm.module.css';

/**
 * What a VGM declaration says for all its containers: the weight unit, the SOLAS method, the date of weighing, the
 * weighing party, the responsible party and its authorised signatory (inside the form's FormProvider).
 */
export function VgmSubmissionFields() {
  const { t } = useTranslation('vgm');
  const { register, formState } = useFormContext<VgmFormValues>();
  const fieldError = (name: 'weighingParty' | 'responsibleParty' | 'signatory' | 'weighingDate') => {
    const message = formState.errors[name]?.message;
    return message ? t(`error.${message}`) : undefined;
  };
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('form.submission')}</legend>
      <div className={styles.grid}>
        <Field label={t('fields.unit')}>
          {(control) => (
            <select {...control} {...register('unit')} className={styles.select}>
              {WEIGHT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`units.${unit}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.VGM.method')} description={t('form.method-hint')}>
          {(control) => (
            <select {...control} {...register('method')} className={styles.select}>
              {VGM_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`methods.${method}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          type="date"
          label={t('fields.VGM.dateTime')}
          required
          error={fieldError('weighingDate')}
          {...register('weighingDate')}
        />
        <TextField
          label={t('fields.weighingParty')}
          required
          error={fieldError('weighingParty')}
          autoComplete="organization"
          {...register('weighingParty')}
        />
        <TextField
          label={t('fields.responsibleParty')}
          required
          error={fieldError('responsibleParty')}
          autoComplete="organization"
          {...register('responsibleParty')}
        />
        <TextField
          label={t('fields.authorizedPersonSignatory')}
          description={t('form.signatory-hint')}
          required
          error={fieldError('signatory')}
          autoComplete="name"
          {...register('signatory')}
        />
      </div>
    </fieldset>
  );
}
