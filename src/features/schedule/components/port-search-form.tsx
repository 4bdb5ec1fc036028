import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import { FormNativeSelect } from '@/components/ui/form-native-select';
import { FormRadioGroup } from '@/components/ui/form-radio-group';
import { FormLocationCombobox } from '@/domain/location/form-location-combobox';
import { PORT_PERIOD_WEEKS, type PortScheduleSearch } from '@/domain/schedule-search/port-schedule-url';
import { parseIsoDate } from '@/lib/dates';

import {
  portSearchFormSchema,
  type PortSearchFormValues,
  toPortFormValues,
  toPortSearch,
} from '../utils/port-search-form';
import styles from './port-schedule-page.module.css';

export interface PortSearchFormProps {
  /** The search in the URL (the form restarts from it when it changes: the page keys the form). */
  initialSearch: PortScheduleSearch | null;
  /** 'yyyy-MM-dd': the default start of a new search. */
  today: string;
  onSubmit: (search: PortScheduleSearch) => void;
}

/** A port (the location combobox) and a period: start date plus 1-4 weeks, or from and to dates (at most 28 days). */
export function PortSearchForm({ initialSearch, today, onSubmit }: PortSearchFormProps) {
  const { t } = useTranslation('port-schedule');
  const { control, handleSubmit } = useForm<PortSearchFormValues>({
    resolver: zodResolver(portSearchFormSchema),
    defaultValues: toPortFormValues(initialSearch, today),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const periodMode = useWatch({ control, name: 'periodMode' });
  const issueText = { ns: 'port-schedule' };
  const todayDate = parseIsoDate(today) ?? new Date();
  const submit = handleSubmit((values) => {
    onSubmit(toPortSearch(values));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <div className={styles.fields}>
        <FormLocationCombobox
          control={control}
          name="port"
          label={t('form.port')}
          placeholder={t('form.port-placeholder')}
          emptyMessage={t('form.no-ports')}
          issueText={issueText}
        />
        <FormRadioGroup
          control={control}
          name="periodMode"
          legend={t('form.period')}
          options={[
            { value: 'weeks', label: t('form.period-weeks') },
            { value: 'dates', label: t('form.period-dates') },
          ]}
        />
      </div>
      <div className={styles.fields}>
        <FormDatePicker
          control={control}
          name="fromDate"
          label={t('form.from-date')}
          required
          today={todayDate}
          issueText={issueText}
        />
        {periodMode === 'weeks' ? (
          <FormNativeSelect
            control={control}
            name="weeks"
            label={t('form.weeks')}
            options={PORT_PERIOD_WEEKS.map((week) => ({ value: String(week), label: t('form.week', { count: week }) }))}
          />
        ) : (
          <FormDatePicker
            control={control}
            name="toDate"
            label={t('form.to-date')}
            description={t('form.to-date-hint')}
            required
            today={todayDate}
            issueText={issueText}
          />
        )}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary">
          {t('form.search')}
        </Button>
      </div>
    </form>
  );
}
