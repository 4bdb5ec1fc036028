import { zodResolver } from '@hookform/resolvers/zod';
import { type SyntheticEvent, useEffect, useMemo, useRef } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { IssueText } from '@/components/ui/field-issue';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import { FormNativeSelect } from '@/components/ui/form-native-select';
import { FormTextField } from '@/components/ui/form-text-field';
import { FormLocationCombobox } from '@/domain/location/form-location-combobox';
import {
  QUOTE_CARGO_READY_MAX_DAYS,
  QUOTE_COMMODITY_MAX_LENGTH,
  QUOTE_SIZE_TYPES,
  type QuoteSearch,
} from '@/domain/quote/quote-contract';
import { addDaysToIsoDate } from '@/lib/dates';

import styles from './one-quote.module.css';
import { QUOTE_ERROR_VALUES, quoteFormSchema, type QuoteFormValues, toQuoteSearch } from './one-quote-form';
import { QuoteSpecialCargo } from './quote-special-cargo';

/**
 * Props of {@link QuoteSearchForm}: the values to start from (the page keeps the draft; it remounts the form for
 * another URL search), every change, and what to do with a search.
 */
export interface QuoteSearchFormProps {
  initialValues: QuoteFormValues;
  onChange: (values: QuoteFormValues) => void;
  onSearch: (search: QuoteSearch, names: { originName: string; destinationName: string }) => void;
  today: string;
}

const issueText = (values?: Record<string, number>): IssueText => ({ ns: 'quote', prefix: 'errors.', values });

/** Origin or destination: the location search. */
function QuoteLocation({ control, name }: { control: Control<QuoteFormValues>; name: 'origin' | 'destination' }) {
  const { t } = useTranslation('quote');
  return (
    <FormLocationCombobox
      control={control}
      name={name}
      label={t(`search.${name}`)}
      placeholder={t('search.location-placeholder')}
      emptyMessage={t('search.no-locations')}
      issueText={issueText()}
    />
  );
}

/**
 * The quote search: origin, destination, container type and number, commodity, cargo-ready date, and the special cargo
 * boxes. Dangerous goods or out-of-gauge cargo are not quoted instantly: the form says so, links the booking request
 * and does not search. Errors show at their fields on Search, the first one takes the focus.
 */
export function QuoteSearchForm({ initialValues, onChange, onSearch, today }: QuoteSearchFormProps) {
  const { t } = useTranslation(['quote', 'common']);
  const schema = useMemo(() => quoteFormSchema(today), [today]);
  const { control, handleSubmit, subscribe } = useForm<QuoteFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [dangerousGoods, outOfGauge] = useWatch({ control, name: ['dangerousGoods', 'outOfGauge'] });
  const specialCargo = dangerousGoods || outOfGauge;

  // The page keeps every change as the draft, and hides the offers while special cargo is ticked.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          onChange({ ...values });
        },
      }),
    [subscribe, onChange],
  );

  const search = handleSubmit((values) => {
    if (!values.origin || !values.destination) return;
    onSearch(toQuoteSearch(values), { originName: values.origin.name, destinationName: values.destination.name });
  });
  const handleSubmitEvent = (event: SyntheticEvent<HTMLFormElement>) => {
    if (specialCargo) {
      event.preventDefault();
      noticeRef.current?.focus();
      return;
    }
    void search(event);
  };

  return (
    <form noValidate className={styles.form} onSubmit={handleSubmitEvent} aria-label={t('search.form-label')}>
      <div className={styles.grid}>
        <QuoteLocation control={control} name="origin" />
        <QuoteLocation control={control} name="destination" />
        <FormNativeSelect
          control={control}
          name="isoEquipmentCode"
          label={t('search.size-type')}
          options={QUOTE_SIZE_TYPES.map((code) => ({ value: code, label: t(`common:container-types.${code}`) }))}
        />
        <FormTextField
          control={control}
          name="quantity"
          label={t('search.quantity')}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={2}
          keep={(typed) => typed.replace(/\D/g, '')}
          issueText={issueText(QUOTE_ERROR_VALUES.quantity)}
        />
        <FormTextField
          control={control}
          name="commodity"
          label={t('search.commodity')}
          description={t('search.commodity-hint')}
          required
          maxLength={QUOTE_COMMODITY_MAX_LENGTH}
          issueText={issueText(QUOTE_ERROR_VALUES.commodity)}
        />
        <FormDatePicker
          control={control}
          name="cargoReadyDate"
          label={t('search.cargo-ready-date')}
          description={t('search.cargo-ready-date-hint')}
          required
          minDate={today}
          maxDate={addDaysToIsoDate(today, QUOTE_CARGO_READY_MAX_DAYS)}
          issueText={issueText(QUOTE_ERROR_VALUES.cargoReadyDate)}
        />
      </div>
      <QuoteSpecialCargo control={control} noticeRef={noticeRef} shown={specialCargo} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
