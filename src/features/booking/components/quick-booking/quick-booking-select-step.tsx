import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import type { QuickBookingSailing, QuickBookingSearch } from '@/domain/booking/quick-booking-url';
import { formatApiDateTime } from '@/lib/dates';

import styles from './quick-booking.module.css';
import { quickBookingSailingsQuery } from './quick-booking-sailings';
import { SailingSummary } from './sailing-summary';

/** Props of {@link QuickBookingSelectStep}. */
export interface QuickBookingSelectStepProps {
  search: QuickBookingSearch;
  /** The sailing chosen before (Back from details), marked in the list. */
  selectedKey?: string | undefined;
  onSelect: (sailing: QuickBookingSailing) => void;
  onChangeSearch: () => void;
}

/**
 * Step 2: the schedule's sailings for the search; one is picked with its "Select" button. A sailing whose port cut-off
 * has passed is listed with its button disabled and the reason (the carrier takes no booking for it).
 */
export function QuickBookingSelectStep({ search, selectedKey, onSelect, onChangeSearch }: QuickBookingSelectStepProps) {
  const { t } = useTranslation('quick-booking');
  const { data, isPending, isError, refetch, isRefetching } = useQuery(quickBookingSailingsQuery(search));

  return (
    <div className={styles.form}>
      <p className={styles.searchLine}>
        {t('select.search', {
          origin: search.originName ?? search.originCode,
          destination: search.destinationName ?? search.destinationCode,
          date: search.fromDate,
        })}{' '}
        <Button variant="ghost" onClick={onChangeSearch}>
          {t('select.change-search')}
        </Button>
      </p>
      {isPending ? (
        <Spinner label={t('select.loading')} />
      ) : isError ? (
        <QueryErrorFallback message={t('select.error')} query={{ isFetching: isRefetching, refetch }} />
      ) : data.length === 0 ? (
        <p role="status">{t('select.none')}</p>
      ) : (
        <ul className={styles.sailings} aria-label={t('select.list-label')}>
          {data.map(({ sailing, transitDays, closed }) => {
            const name = t('select.sailing-name', {
              vessel: `${sailing.vesselName} ${sailing.voyageNumber}`,
              etd: formatApiDateTime(sailing.departureDate),
              eta: formatApiDateTime(sailing.arrivalDate),
            });
            const current = sailing.key === selectedKey;
            const reasonId = `closed-${sailing.key}`;
            return (
              <li key={sailing.key} className={current ? `${styles.sailing} ${styles.selected}` : styles.sailing}>
                <h3 className={styles.sailingTitle}>{name}</h3>
                {current ? <p className={styles.currentChoice}>{t('select.current')}</p> : null}
                <SailingSummary sailing={sailing} transitDays={transitDays} />
                {closed ? (
                  <p id={reasonId} className={styles.closed}>
                    {t('select.closed')}
                  </p>
                ) : null}
                <Button
                  variant="primary"
                  disabled={closed}
                  aria-describedby={closed ? reasonId : undefined}
                  onClick={() => {
                    onSelect(sailing);
                  }}
                >
                  {t('select.choose')}
                  <span className="visually-hidden">{` ${name}`}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
