import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { LONG_RANGE_WEEKS_MAX, type LongRangeScheduleSearch } from '@/domain/schedule-search/long-range-schedule-url';

import type { ScheduleService } from '../api/long-range-schedule-contract';
import {
  longRangeFormSchema,
  type LongRangeFormValues,
  toLongRangeFormValues,
  toLongRangeSearch,
} from '../utils/long-range-search-form';
import styles from './long-range-schedule-page.module.css';

export interface LongRangeSearchFormProps {
  services: readonly ScheduleService[];
  /** The search in the URL (the page keys the form so it restarts from a new one). */
  initialSearch: LongRangeScheduleSearch | null;
  /** Default start date ('yyyy-MM-dd'). */
  today: string;
  onSubmit: (search: LongRangeScheduleSearch) => void;
}

/** Pick a trade lane, then one of its services or all of them, and a period of up to 12 weeks. */
export function LongRangeSearchForm({ services, initialSearch, today, onSubmit }: LongRangeSearchFormProps) {
  const { t } = useTranslation('long-range-schedule');
  const laneOf = (code: string) => services.find((service) => service.carrierServiceCode === code)?.tradeLane;
  const { control, register, handleSubmit, formState, setValue } = useForm<LongRangeFormValues>({
    resolver: zodResolver(longRangeFormSchema),
    defaultValues: toLongRangeFormValues(initialSearch, laneOf, today),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const lane = useWatch({ control, name: 'tradeLane' });
  const lanes = [...new Set(services.map((service) => service.tradeLane))];
  const ofLane = services.filter((service) => service.tradeLane === lane);
  const issueText = { ns: 'long-range-schedule' };
  const submit = handleSubmit((values) => {
    onSubmit(toLongRangeSearch(values));
  });
  const laneField = register('tradeLane');
  const laneErrorId = useId();

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <div className={styles.fields}>
        <div>
          <NativeSelect
            label={t('form.lane')}
            options={[
              { value: '', label: t('form.choose-lane') },
              ...lanes.map((value) => ({ value, label: t(`lanes.${value}`) })),
            ]}
            aria-invalid={formState.errors.tradeLane ? true : undefined}
            aria-describedby={formState.errors.tradeLane ? laneErrorId : undefined}
            {...laneField}
            onChange={(event) => {
              setValue('serviceCode', '');
              void laneField.onChange(event);
            }}
          />
          {formState.errors.tradeLane && (
            <p id={laneErrorId} className={styles.error} role="alert">
              {t('form.errors.lane')}
            </p>
          )}
        </div>
        <NativeSelect
          label={t('form.service')}
          disabled={!lane}
          options={[
            { value: '', label: t('form.all-services') },
            ...ofLane.map((service) => ({
              value: service.carrierServiceCode,
              label: `${service.carrierServiceCode} – ${service.carrierServiceName}`,
            })),
          ]}
          {...register('serviceCode')}
        />
        <TextField
          label={t('form.start-date')}
          type="date"
          required
          error={formState.errors.startDate}
          issueText={issueText}
          {...register('startDate')}
        />
        <NativeSelect
          label={t('form.weeks')}
          options={Array.from({ length: LONG_RANGE_WEEKS_MAX }, (_, index) => ({
            value: String(index + 1),
            label: t('form.weeks-option', { count: index + 1 }),
          }))}
          {...register('weeks')}
        />
      </div>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
