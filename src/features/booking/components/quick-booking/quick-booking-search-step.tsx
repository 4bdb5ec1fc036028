import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DatePicker } from '@/components/ui/date-picker';
import type { QuickBookingSearch } from '@/domain/booking/quick-booking-url';
import { LocationCombobox, type LocationOption } from '@/domain/location/location-combobox';
import { isIsoDate, todayIn } from '@/lib/dates';

import styles from './quick-booking.module.css';

/** Props of {@link QuickBookingSearchStep}: what the URL held, and what to do with a complete search. */
export interface QuickBookingSearchStepProps {
  initial: Partial<QuickBookingSearch>;
  onSearch: (search: QuickBookingSearch) => void;
}

type SearchErrors = Partial<Record<'origin' | 'destination' | 'fromDate', string>>;

/** Step 1: origin and destination (the location search) and the first departure date. */
export function QuickBookingSearchStep({ initial, onSearch }: QuickBookingSearchStepProps) {
  const { t } = useTranslation('quick-booking');
  const [origin, setOrigin] = useState<LocationOption | null>(
    initial.originCode ? { code: initial.originCode, name: initial.originName ?? initial.originCode } : null,
  );
  const [destination, setDestination] = useState<LocationOption | null>(
    initial.destinationCode
      ? { code: initial.destinationCode, name: initial.destinationName ?? initial.destinationCode }
      : null,
  );
  const [today] = useState(() => todayIn());
  const [fromDate, setFromDate] = useState(initial.fromDate ?? today);
  const [errors, setErrors] = useState<SearchErrors>({});

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: SearchErrors = {};
    if (!origin) next.origin = t('errors.required');
    if (!destination) next.destination = t('errors.required');
    else if (origin && origin.code === destination.code) next.destination = t('errors.same-location');
    if (!isIsoDate(fromDate)) next.fromDate = t('errors.date');
    else if (fromDate < today) next.fromDate = t('errors.date-past');
    setErrors(next);
    if (!origin || !destination || Object.keys(next).length > 0) {
      // The first field in error takes the focus, so keyboard and screen reader users land on it.
      const first = (['origin', 'destination', 'fromDate'] as const).find((name) => next[name]);
      if (first) document.querySelector<HTMLElement>(`[data-search-field="${first}"] input`)?.focus();
      return;
    }
    onSearch({
      originCode: origin.code,
      originName: origin.name,
      destinationCode: destination.code,
      destinationName: destination.name,
      fromDate,
    });
  };

  return (
    <form noValidate className={styles.form} onSubmit={handleSubmit} aria-label={t('search.form-label')}>
      <div className={styles.grid}>
        <div data-search-field="origin">
          <LocationCombobox
            label={t('search.origin')}
            placeholder={t('search.location-placeholder')}
            emptyMessage={t('search.no-locations')}
            name="origin"
            value={origin}
            onChange={setOrigin}
            error={errors.origin}
          />
        </div>
        <div data-search-field="destination">
          <LocationCombobox
            label={t('search.destination')}
            placeholder={t('search.location-placeholder')}
            emptyMessage={t('search.no-locations')}
            name="destination"
            value={destination}
            onChange={setDestination}
            error={errors.destination}
          />
        </div>
        <div data-search-field="fromDate">
          <DatePicker
            label={t('search.from-date')}
            description={t('search.from-date-hint')}
            required
            value={fromDate}
            onChange={setFromDate}
            minDate={today}
            error={errors.fromDate}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
