import { lazy, Suspense } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormDatePicker } from '@/components/ui/form-date-picker';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import styles from '@/features/booking/components/booking-request-page.module.css';
import { RouteDoorAddress } from '@/features/booking/components/route-door-address';
import { RouteEndFields } from '@/features/booking/components/route-end-fields';
import { SailingList } from '@/features/booking/components/sailing-list';
import type { BookingQuote } from '@/features/booking/hooks/use-booking-quote';
import { latestBookingDate } from '@/features/booking/utils/booking-form-schema';
import { BOOKING_DATE_YEARS, type BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';
import { sailingWindow } from '@/features/booking/utils/sailing-choice';
import { isIsoDate } from '@/lib/dates';

// The quote's summary loads only for a booking on a quote: money formatting and the quote's link schemas stay out of
// the plain booking request's form chunk (docs/performance.md).
const QuoteSummary = lazy(() => import('./quote-summary').then((module) => ({ default: module.QuoteSummary })));

/** Props of {@link RouteSection}: the quote state, today (yyyy-MM-dd) and now (epoch ms, for the sailings' cut-offs). */
export interface RouteSectionProps {
  quote: BookingQuote;
  today: string;
  now: number;
}

/**
 * Route and sailing: origin and destination with their terms (a Door end with its street address), the cargo-ready date and the sailings of the four weeks
 * from it; on a quote, the quote's summary in their place (only the cargo-ready date stays the user's).
 */
export function RouteSection({ quote, today, now }: RouteSectionProps) {
  const { t } = useTranslation('booking');
  const { control, setValue } = useFormContext<BookingFormValues>();
  const { errors } = useFormState({ control, name: 'sailing' });
  const [origin, destination, receiptType, deliveryType, cargoReadyDate] = useWatch({
    control,
    name: ['origin', 'destination', 'receiptTypeAtOrigin', 'deliveryTypeAtDestination', 'cargoReadyDate'],
  });
  const { onQuote, quoteData, quoteQuery } = quote;
  const canListSailings =
    origin !== null && destination !== null && origin.code !== destination.code && isIsoDate(cargoReadyDate);

  return (
    <section aria-labelledby="route-heading" className={styles.section}>
      <h2 id="route-heading">{t('route.heading')}</h2>
      {onQuote ? (
        quoteData ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <QuoteSummary quote={quoteData} mismatch={quote.mismatch} />
          </Suspense>
        ) : quoteQuery.isError ? (
          <QueryErrorFallback message={t('quote.load-error')} query={quoteQuery} />
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : null}
      <div className={styles.grid}>
        {onQuote ? (
          // The quote fixes the terms; a Door end of it still needs the street address.
          <>
            <RouteDoorAddress end="origin" />
            <RouteDoorAddress end="destination" />
          </>
        ) : (
          <>
            <RouteEndFields end="origin" />
            <RouteEndFields end="destination" />
          </>
        )}
        <FormDatePicker
          control={control}
          name="cargoReadyDate"
          label={t('route.cargo-ready-date')}
          description={t(onQuote ? 'quote.cargo-ready-date-hint' : 'route.cargo-ready-date-hint')}
          required
          afterChange={(value, previous) => {
            // The sailings listed depend on the date; a quote's sailing is the quote's, whatever the date.
            if (value !== previous && !onQuote) setValue('sailing', null);
          }}
          issueText={BOOKING_ISSUE_TEXT}
          yearsBefore={0}
          yearsAfter={BOOKING_DATE_YEARS}
          minDate={today}
          maxDate={latestBookingDate(today)}
        />
      </div>
      {onQuote ? null : canListSailings ? (
        <Controller
          control={control}
          name="sailing"
          render={({ field, fieldState }) => (
            <SailingList
              porCode={origin.code}
              delCode={destination.code}
              rcvTermCode={receiptType === 'SD' ? 'D' : 'Y'}
              deTermCode={deliveryType === 'SD' ? 'D' : 'Y'}
              {...sailingWindow(cargoReadyDate)}
              value={field.value}
              onChange={field.onChange}
              now={now}
              error={fieldState.error}
            />
          )}
        />
      ) : (
        <p className={styles.hint}>{t('sailing.choose-route-first')}</p>
      )}
      {!onQuote && !canListSailings && errors.sailing ? (
        <p className={styles.error}>{t('errors.sailing-required')}</p>
      ) : null}
    </section>
  );
}
