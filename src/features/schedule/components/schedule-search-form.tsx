import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormRadioGroup } from '@/components/ui/form-radio-group';
import { MAX_LOCATIONS_PER_SIDE } from '@/domain/schedule-search/schedule-search-url';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

import {
  ROUTE_TYPE_FILTERS,
  searchFormSchema,
  type SearchFormValues,
  searchFormValuesSchema,
  toFormValues,
  toSearch,
} from '../utils/search-form';
import type { ScheduleSearch } from '../utils/search-state';
import { LocationFieldset, type Side } from './location-fieldset';
import styles from './schedule-search-form.module.css';
import { SearchPeriodFields } from './search-period-fields';

/** sessionStorage key of the unsubmitted search. */
export const SEARCH_DRAFT_KEY = 'p2p-search';

export interface ScheduleSearchFormProps {
  /** The search in the URL; an unsubmitted draft of this tab wins over an empty one, so a reload keeps typing. */
  initialSearch: ScheduleSearch;
  today: string;
  onSubmit: (search: ScheduleSearch) => void;
}

/** The point-to-point search form (docs/requirements.md §3 search state): locations with terms, dates, route type. */
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

  const renderSide = (side: Side) => {
    const array = side === 'origins' ? origins : destinations;
    return (
      <LocationFieldset
        side={side}
        control={control}
        fields={array.fields}
        canAdd={canAdd(side)}
        onAdd={() => {
          array.append({ location: null, termCode: 'D' });
        }}
        onRemove={array.remove}
      />
    );
  };

  const submit = handleSubmit((formValues) => {
    clearDraft(SEARCH_DRAFT_KEY);
    onSubmit(toSearch(formValues));
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <div className={styles.locations}>
        {renderSide('origins')}
        {single && (
          <Button className={styles.swap} onClick={handleSwap} aria-label={t('form.swap')}>
            <span aria-hidden="true">⇄</span>
          </Button>
        )}
        {renderSide('destinations')}
      </div>
      <div className={styles.when}>
        <SearchPeriodFields
          control={control}
          getValues={getValues}
          setValue={setValue}
          today={today}
          revalidate={formState.isSubmitted}
        />
        <FormRadioGroup
          control={control}
          name="routeType"
          legend={t('form.route-type')}
          options={ROUTE_TYPE_FILTERS.map((value) => ({ value, label: t(`route-type-filter.${value}`) }))}
        />
      </div>
      <FormErrorSummary errors={formState.errors} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('form.search')}
        </Button>
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
