import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormRadioGroup } from '@/components/ui/form-radio-group';
import { TextField } from '@/components/ui/text-field';
import type { VesselScheduleSearch } from '@/domain/schedule-search/vessel-schedule-url';

import {
  toVesselFormValues,
  toVesselSearch,
  vesselSearchFormSchema,
  type VesselSearchFormValues,
} from '../utils/vessel-search-form';
import { VesselCombobox } from './vessel-combobox';
import styles from './vessel-schedule-page.module.css';

export interface VesselSearchFormProps {
  /** The search in the URL (the form restarts from it when it changes: the page keys the form). */
  initialSearch: VesselScheduleSearch | null;
  onSubmit: (search: VesselScheduleSearch) => void;
}

const MODES = ['name', 'imo', 'callSign', 'voyage'] as const;

/** Find a vessel by name (the fleet combobox), IMO number, call sign, or service and voyage. */
export function VesselSearchForm({ initialSearch, onSubmit }: VesselSearchFormProps) {
  const { t } = useTranslation('vessel-schedule');
  const { control, register, handleSubmit, formState } = useForm<VesselSearchFormValues>({
    resolver: zodResolver(vesselSearchFormSchema),
    defaultValues: toVesselFormValues(initialSearch),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const mode = useWatch({ control, name: 'mode' });
  const { errors } = formState;
  const issueText = { ns: 'vessel-schedule' };
  const submit = handleSubmit((values) => {
    onSubmit(toVesselSearch(values));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <FormRadioGroup
        control={control}
        name="mode"
        legend={t('form.mode')}
        options={MODES.map((value) => ({ value, label: t(`form.mode-${value}`) }))}
      />
      <div className={styles.fields}>
        {mode === 'name' && (
          <Controller
            control={control}
            name="vessel"
            render={({ field, fieldState }) => (
              <VesselCombobox
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error}
              />
            )}
          />
        )}
        {mode === 'imo' && (
          <TextField
            label={t('form.imo')}
            description={t('form.imo-hint')}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.imo}
            issueText={issueText}
            {...register('imo')}
          />
        )}
        {mode === 'callSign' && (
          <TextField
            label={t('form.call-sign')}
            autoComplete="off"
            required
            error={errors.callSign}
            issueText={issueText}
            {...register('callSign')}
          />
        )}
        {mode === 'voyage' && (
          <>
            <TextField
              label={t('form.service')}
              autoComplete="off"
              required
              error={errors.serviceCode}
              issueText={issueText}
              {...register('serviceCode')}
            />
            <TextField
              label={t('form.voyage')}
              autoComplete="off"
              required
              error={errors.voyageNumber}
              issueText={issueText}
              {...register('voyageNumber')}
            />
          </>
        )}
      </div>
      {/* A row of its own: beside a field with a hint or an error it would line up with neither the box nor the text. */}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" className={styles.submit}>
          {t('form.search')}
        </Button>
      </div>
    </form>
  );
}
