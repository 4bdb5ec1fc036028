import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { IssueText } from '@/components/ui/field-issue';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import type { QuickBookingSearch } from '@/domain/booking/quick-booking-url';
import { FormLocationCombobox } from '@/domain/location/form-location-combobox';
import { todayIn } from '@/lib/dates';

import styles from './quick-booking.module.css';
import {
  quickBookingSearchFormSchema,
  type QuickBookingSearchValues,
  searchValuesOf,
} from './quick-booking-search-form';

/** Props of {@link QuickBookingSearchStep}: what the URL held, and what to do with a complete search. */
export interface QuickBookingSearchStepProps {
  initial: Partial<QuickBookingSearch>;
  onSearch: (search: QuickBookingSearch) => void;
}

const ISSUE_TEXT: IssueText = { ns: 'quick-booking', prefix: 'errors.' };

/**
 * Step 1: origin and destination (the location search) and the first departure date. Errors show at their fields on
 * Search, the first one in screen order takes the focus, and each clears as soon as its field is valid.
 */
export function QuickBookingSearchStep({ initial, onSearch }: QuickBookingSearchStepProps) {
  const { t } = useTranslation('quick-booking');
  const [today] = useState(() => todayIn());
  const schema = useMemo(() => quickBookingSearchFormSchema(today), [today]);
  const { control, handleSubmit } = useForm<QuickBookingSearchValues>({
    resolver: zodResolver(schema),
    defaultValues: searchValuesOf(initial, today),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit(({ origin, destination, fromDate }) => {
    // The schema refused empty places; the check narrows the types.
    if (!origin || !destination) return;
    onSearch({
      originCode: origin.code,
      originName: origin.name,
      destinationCode: destination.code,
      destinationName: destination.name,
      fromDate,
    });
  });

  const location = (name: 'origin' | 'destination') => (
    <FormLocationCombobox
      control={control}
      name={name}
      label={t(`search.${name}`)}
      placeholder={t('search.location-placeholder')}
      emptyMessage={t('search.no-locations')}
      issueText={ISSUE_TEXT}
    />
  );

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={t('search.form-label')}
    >
      <div className={styles.grid}>
        {location('origin')}
        {location('destination')}
        <FormDatePicker
          control={control}
          name="fromDate"
          label={t('search.from-date')}
          description={t('search.from-date-hint')}
          required
          minDate={today}
          issueText={ISSUE_TEXT}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
