import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DatePicker } from '@/components/ui/date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup } from '@/components/ui/radio-group';
import { NEXT_WEEK_VALUES, P2P_DATE_PICKER_YEARS } from '@/config/limits';
import { parseIsoDate } from '@/lib/dates';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

import {
  periodEnd,
  ROUTE_TYPE_FILTERS,
  searchFormSchema,
  type SearchFormValues,
  searchFormValuesSchema,
  toFormValues,
  toSearch,
} from '../utils/search-form';
import { MAX_LOCATIONS_PER_SIDE, type ScheduleSearch, searchDateBounds } from '../utils/search-state';
import { LocationCombobox } from './location-combobox';
import styles from './schedule-search-form.module.css';

/** sessionStorage key of the unsubmitted search. */
export const SEARCH_DRAFT_KEY = 'p2p-search';

export interface ScheduleSearchFormProps {
  /** The search in the URL; an unsubmitted draft of this tab wins over an empty one, so a reload keeps typing. */
  initialSearch: ScheduleSearch;
  today: string;
  onSubmit: (search: ScheduleSearch) => void;
}

type Side = 'origins' | 'destinations';

/** The point-to-point search form (spec section 3 search state): locations with terms, dates, route type. */
export function ScheduleSearchForm({ initialSearch, today, onSubmit }: ScheduleSearchFormProps) {
  const { t } = useTranslation('schedule');
  const schema = useMemo(() => searchFormSchema(today), [today]);
  const [initialValues] = useState(
    () =>
      (initialSearch.command ? null : readDraft(SEARCH_DRAFT_KEY, searchFormValuesSchema)) ??
      toFormValues(initialSearch),
  );
  const { control, handleSubmit, setValue, getValues, formState } = useForm<SearchFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const origins = useFieldArray({ control, name: 'origins' });
  const destinations = useFieldArray({ control, name: 'destinations' });
  const values = useWatch({ control });

  useEffect(() => {
    if (formState.isDirty) writeDraft(SEARCH_DRAFT_KEY, values);
  }, [values, formState.isDirty]);

  const bounds = searchDateBounds(today);
  const todayDate = parseIsoDate(today) ?? new Date();
  const single = origins.fields.length === 1 && destinations.fields.length === 1;
  const canAdd = (side: Side) => {
    const own = side === 'origins' ? origins : destinations;
    const other = side === 'origins' ? destinations : origins;
    return own.fields.length < MAX_LOCATIONS_PER_SIDE && other.fields.length === 1;
  };

  const handleSwap = () => {
    const [origin] = getValues('origins');
    const [destination] = getValues('destinations');
    if (!origin || !destination) return;
    setValue('origins.0', { location: destination.location, termCode: origin.termCode }, { shouldDirty: true });
    setValue('destinations.0', { location: origin.location, termCode: destination.termCode }, { shouldDirty: true });
  };

  const submit = handleSubmit((formValues) => {
    clearDraft(SEARCH_DRAFT_KEY);
    onSubmit(toSearch(formValues));
  });

  const termOptions = [
    { value: 'D', label: t('form.term-door') },
    { value: 'Y', label: t('form.term-cy') },
  ];

  const renderSide = (side: Side) => {
    const array = side === 'origins' ? origins : destinations;
    const isOrigin = side === 'origins';
    return (
      <fieldset className={styles.side}>
        <legend className={styles.legend}>{isOrigin ? t('form.origin-group') : t('form.destination-group')}</legend>
        {array.fields.map((field, index) => {
          const number = array.fields.length > 1 ? ` ${index + 1}` : '';
          return (
            <div key={field.id} className={styles.locationRow}>
              <Controller
                control={control}
                name={`${side}.${index}.location`}
                render={({ field: locationField, fieldState }) => (
                  <LocationCombobox
                    label={(isOrigin ? t('form.origin') : t('form.destination')) + number}
                    name={locationField.name}
                    value={locationField.value}
                    onChange={locationField.onChange}
                    onBlur={locationField.onBlur}
                    error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  />
                )}
              />
              <Controller
                control={control}
                name={`${side}.${index}.termCode`}
                render={({ field: termField }) => (
                  <NativeSelect
                    className={styles.term}
                    label={(isOrigin ? t('form.receiving-term') : t('form.delivery-term')) + number}
                    options={termOptions}
                    {...termField}
                  />
                )}
              />
              {index > 0 && (
                <button
                  type="button"
                  className={`button button-ghost ${styles.remove}`}
                  onClick={() => {
                    array.remove(index);
                  }}
                >
                  {isOrigin
                    ? t('form.remove-origin', { number: index + 1 })
                    : t('form.remove-destination', { number: index + 1 })}
                </button>
              )}
            </div>
          );
        })}
        {canAdd(side) && (
          <button
            type="button"
            className={`button button-ghost ${styles.add}`}
            onClick={() => {
              array.append({ location: null, termCode: 'D' });
            }}
          >
            {isOrigin ? t('form.add-origin') : t('form.add-destination')}
          </button>
        )}
      </fieldset>
    );
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <div className={styles.locations}>
        {renderSide('origins')}
        {single && (
          <button type="button" className={`button ${styles.swap}`} onClick={handleSwap} aria-label={t('form.swap')}>
            <span aria-hidden="true">⇄</span>
          </button>
        )}
        {renderSide('destinations')}
      </div>
      <div className={styles.when}>
        <Controller
          control={control}
          name="fromDate"
          render={({ field, fieldState }) => (
            <DatePicker
              label={t('form.from-date')}
              name={field.name}
              required
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                const end = periodEnd(value, getValues('nextWeekValue'));
                if (end) setValue('toDate', end, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              }}
              onBlur={field.onBlur}
              today={todayDate}
              yearsBefore={P2P_DATE_PICKER_YEARS}
              yearsAfter={P2P_DATE_PICKER_YEARS}
              minDate={bounds.min}
              maxDate={bounds.max}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            />
          )}
        />
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
                const end = periodEnd(getValues('fromDate'), event.target.value);
                if (end) setValue('toDate', end, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="toDate"
          render={({ field, fieldState }) => (
            <DatePicker
              label={t('form.to-date')}
              name={field.name}
              required
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('nextWeekValue', '', { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              today={todayDate}
              yearsBefore={P2P_DATE_PICKER_YEARS}
              yearsAfter={P2P_DATE_PICKER_YEARS}
              minDate={bounds.min}
              maxDate={bounds.max}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            />
          )}
        />
        <Controller
          control={control}
          name="routeType"
          render={({ field }) => (
            <RadioGroup
              legend={t('form.route-type')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={ROUTE_TYPE_FILTERS.map((value) => ({ value, label: t(`route-type-filter.${value}`) }))}
            />
          )}
        />
      </div>
      <FormErrorSummary errors={formState.errors} />
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('form.search')}
        </button>
      </div>
    </form>
  );
}

/** Announces how many fields need attention after a failed submit (each field shows its own message). */
function FormErrorSummary({ errors }: { errors: FieldErrors<SearchFormValues> }) {
  const { t } = useTranslation('schedule');
  const count = countErrors(errors);
  return (
    <p role="status" className={count > 0 ? styles.errorSummary : 'visually-hidden'}>
      {count > 0 ? t('form.error-summary', { count }) : ''}
    </p>
  );
}

function countErrors(errors: unknown): number {
  if (typeof errors !== 'object' || errors === null) return 0;
  if ('message' in errors && typeof errors.message === 'string') return 1;
  return Object.values(errors).reduce<number>((sum, value) => sum + countErrors(value), 0);
}
