import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { siQueries } from '@/domain/documentation/si-queries';

import styles from './si-form-page.module.css';

/** The user's bookings whose SI is still to send (the SI page without a booking number), each a link to its form. */
export function SiOpenBookings({ userId }: { userId: string }) {
  const { t } = useTranslation('si-form');
  const query = useQuery(siQueries.list(userId, { summaryStatus: 'NOT_SUBMITTED', pageSize: 20 }));
  if (query.isError) {
    return <QueryErrorFallback message={t('open.load-error')} query={query} />;
  }
  if (!query.data) return <Spinner label={t('loading')} />;
  if (query.data.items.length === 0) return <p>{t('open.none')}</p>;
  return (
    <section aria-labelledby="si-open-title">
      <h2 id="si-open-title">{t('open.title')}</h2>
      <ul className={styles.openList}>
        {query.data.items.map((item) => (
          <li key={item.carrierBookingReference}>
            <Link to={paths.siSubmissionAmendment.href(item.carrierBookingReference)}>
              {t('open.booking', { reference: item.carrierBookingReference })}
            </Link>{' '}
            {item.portOfLoading} → {item.portOfDischarge} ·{' '}
            {t('open.due', { due: formatLocalDateTime(item.dueDateTime) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
