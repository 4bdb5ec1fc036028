import { type Control, Controller, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDatePicker } from '@/components/ui/form-date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { NEXT_WEEK_VALUES, P2P_DATE_PICKER_YEARS } from '@/config/limits';
import { parseIsoDate } from '@/lib/dates';

import { periodEnd, type SearchFormValues } from '../utils/search-form';
import { searchDateBounds } from '../utils/search-state';

export interface SearchPeriodFieldsProps {
  control: Control<SearchFormValues>;
  getValues: UseFormGetValues<SearchFormValues>;
  setValue: UseFormSetValue<SearchFormValues>;
  /** 'yyyy-MM-dd' in Asia/Singapore: the pickers offer last year to next year around it. */
  today: string;
  /** Re-validate the to date when it moves (after a first submit). */
  revalidate: boolean;
}

/**
 * From date, period (2, 4, 6 or 8 weeks, or custom) and to date. A period moves the to date along with the from
 * date; typing a to date makes the period custom.
 */
export function SearchPeriodFields({ control, getValues, setValue, today, revalidate }: SearchPeriodFieldsProps) {
  const { t } = useTranslation('schedule');
  const bounds = searchDateBounds(today);
  const todayDate = parseIsoDate(today) ?? new Date();
  const moveToDate = (fromDate: string, nextWeekValue: string) => {
    const end = periodEnd(fromDate, nextWeekValue);
    if (end) setValue('toDate', end, { shouldDirty: true, shouldValidate: revalidate });
  };

  const dateField = (name: 'fromDate' | 'toDate', label: string, afterChange: (value: string) => void) => (
    <FormDatePicker
      control={control}
      name={name}
      label={label}
      required
      afterChange={afterChange}
      today={todayDate}
      yearsBefore={P2P_DATE_PICKER_YEARS}
      yearsAfter={P2P_DATE_PICKER_YEARS}
      minDate={bounds.min}
      maxDate={bounds.max}
      issueText={{ ns: 'schedule' }}
    />
  );

  return (
    <>
      {dateField('fromDate', t('form.from-date'), (value) => {
        moveToDate(value, getValues('nextWeekValue'));
      })}
      <Controller
        control={control}
        name="nextWeekValue"
        render={({ field }) => (
          <NativeSelect
            label={t('form.period')}
            options={[
              ...NEXT_WEEK_VALUES.map((days) => ({
                value: String(days),
                label: t('form.period-weeks', { count: days / 7 }),
              })),
              { value: '', label: t('form.period-custom') },
            ]}
            {...field}
            onChange={(event) => {
              field.onChange(event);
              moveToDate(getValues('fromDate'), event.target.value);
            }}
          />
        )}
      />
      {dateField('toDate', t('form.to-date'), () => {
        setValue('nextWeekValue', '', { shouldDirty: true });
      })}
    </>
  );
}
