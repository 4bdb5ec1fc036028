import { type SyntheticEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { DatePicker } from '@/components/ui/date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { bookingRequestHref } from '@/domain/booking/booking-request-url';
import { LocationCombobox } from '@/domain/location/location-combobox';
import {
  QUOTE_CARGO_READY_MAX_DAYS,
  QUOTE_COMMODITY_MAX_LENGTH,
  QUOTE_SIZE_TYPES,
  type QuoteSearch,
  type QuoteSizeType,
} from '@/domain/quote/quote-contract';
import { addDaysToIsoDate } from '@/lib/dates';

import styles from './one-quote.module.css';
import {
  QUOTE_FORM_FIELDS,
  type QuoteFormError,
  type QuoteFormErrors,
  type QuoteFormValues,
  validateQuoteForm,
} from './one-quote-form';

/** Props of {@link QuoteSearchForm}: controlled values (the page keeps the draft), and what to do with a search. */
export interface QuoteSearchFormProps {
  values: QuoteFormValues;
  onChange: (values: QuoteFormValues) => void;
  onSearch: (search: QuoteSearch, names: { originName: string; destinationName: string }) => void;
  today: string;
}

/**
 * The quote search: origin, destination, container type and number, commodity, cargo-ready date, and the special cargo
 * boxes. Dangerous goods or out-of-gauge cargo are not quoted instantly: the form says so, links the booking request
 * and does not search.
 */
export function QuoteSearchForm({ values, onChange, onSearch, today }: QuoteSearchFormProps) {
  const { t } = useTranslation(['quote', 'common']);
  const [errors, setErrors] = useState<QuoteFormErrors>({});
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const specialCargo = values.dangerousGoods || values.outOfGauge;

  const set = <K extends keyof QuoteFormValues>(name: K, value: QuoteFormValues[K]) => {
    onChange({ ...values, [name]: value });
    // A field the user corrects loses its error at once; the others keep theirs until the next search.
    if (name in errors) setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const errorText = (error: QuoteFormError | undefined) => (error ? t(`errors.${error.key}`, error.values) : undefined);

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (specialCargo) {
      noticeRef.current?.focus();
      return;
    }
    const result = validateQuoteForm(values, today);
    setErrors(result.errors);
    if (!result.search || !values.origin || !values.destination) {
      const first = QUOTE_FORM_FIELDS.find((name) => result.errors[name]);
      if (first) {
        document.querySelector<HTMLElement>(`[data-quote-field="${first}"] :is(input, select)`)?.focus();
      }
      return;
    }
    onSearch(result.search, { originName: values.origin.name, destinationName: values.destination.name });
  };

  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit} aria-label={t('search.form-label')}>
      <div className={styles.grid}>
        <div data-quote-field="origin">
          <LocationCombobox
            label={t('search.origin')}
            placeholder={t('search.location-placeholder')}
            emptyMessage={t('search.no-locations')}
            name="origin"
            value={values.origin}
            onChange={(value) => {
              set('origin', value);
            }}
            error={errorText(errors.origin)}
          />
        </div>
        <div data-quote-field="destination">
          <LocationCombobox
            label={t('search.destination')}
            placeholder={t('search.location-placeholder')}
            emptyMessage={t('search.no-locations')}
            name="destination"
            value={values.destination}
            onChange={(value) => {
              set('destination', value);
            }}
            error={errorText(errors.destination)}
          />
        </div>
        <div data-quote-field="isoEquipmentCode">
          <NativeSelect
            label={t('search.size-type')}
            name="isoEquipmentCode"
            value={values.isoEquipmentCode}
            onChange={(event) => {
              set('isoEquipmentCode', event.target.value as QuoteSizeType);
            }}
            options={QUOTE_SIZE_TYPES.map((code) => ({ value: code, label: t(`common:container-types.${code}`) }))}
          />
        </div>
        <div data-quote-field="quantity">
          <TextField
            label={t('search.quantity')}
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={2}
            value={values.quantity}
            onChange={(event) => {
              set('quantity', event.target.value.replace(/\D/g, ''));
            }}
            error={errorText(errors.quantity)}
          />
        </div>
        <div data-quote-field="commodity">
          <TextField
            label={t('search.commodity')}
            description={t('search.commodity-hint')}
            name="commodity"
            required
            maxLength={QUOTE_COMMODITY_MAX_LENGTH}
            value={values.commodity}
            onChange={(event) => {
              set('commodity', event.target.value);
            }}
            error={errorText(errors.commodity)}
          />
        </div>
        <div data-quote-field="cargoReadyDate">
          <DatePicker
            label={t('search.cargo-ready-date')}
            description={t('search.cargo-ready-date-hint')}
            name="cargoReadyDate"
            required
            value={values.cargoReadyDate}
            onChange={(value) => {
              set('cargoReadyDate', value);
            }}
            minDate={today}
            maxDate={addDaysToIsoDate(today, QUOTE_CARGO_READY_MAX_DAYS)}
            error={errorText(errors.cargoReadyDate)}
          />
        </div>
      </div>
      <fieldset className={styles.special}>
        <legend className={styles.legend}>{t('search.special-cargo')}</legend>
        <div className={styles.checks}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.dangerousGoods}
              onChange={(event) => {
                set('dangerousGoods', event.target.checked);
              }}
            />
            {t('search.dangerous-goods')}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.outOfGauge}
              onChange={(event) => {
                set('outOfGauge', event.target.checked);
              }}
            />
            {t('search.out-of-gauge')}
          </label>
        </div>
      </fieldset>
      {/* Always in the page so a screen reader hears the notice when a box is ticked (a live region must exist first). */}
      <div aria-live="polite">
        {specialCargo ? (
          <p ref={noticeRef} tabIndex={-1} className={styles.notice}>
            {t('search.not-quotable')} <Link to={bookingRequestHref()}>{t('search.booking-request-link')}</Link>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
