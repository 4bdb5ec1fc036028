import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { SI_SUMMARY_STATUSES, type SiSummaryStatus } from '@/domain/documentation/si-list-contract';
import { siListQueries } from '@/domain/documentation/si-list-queries';
import { siSummaryHref } from '@/domain/documentation/si-summary-url';
import { formatNumber } from '@/lib/format';

import styles from './si-summary-page.module.css';

/**
 * The dashboard tab: SIs due within 24 h, 48 h and overdue, the count per SI state and a bar chart of them; every tile
 * opens the list filtered by it.
 */
export function SiDashboard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['si-summary', 'documentation']);
  const query = useQuery(siListQueries.dashboard(userId));
  if (query.isError) {
    return <QueryErrorFallback message={t('dashboard.load-error')} query={query} />;
  }
  if (!query.data) return <Spinner label={t('list.loading')} />;
  const { counts, dueWithin24h, dueWithin48h, overdue } = query.data;
  const largest = Math.max(1, ...SI_SUMMARY_STATUSES.map((status) => counts[status]));
  const number = (value: number) => formatNumber(value, i18n.language);
  const dueTiles = [
    { due: '24h' as const, count: dueWithin24h },
    { due: '48h' as const, count: dueWithin48h },
    { due: 'overdue' as const, count: overdue },
  ];
  return (
    <div className={styles.dashboard}>
      <section aria-labelledby="si-dashboard-due">
        <h2 id="si-dashboard-due">{t('dashboard.due-title')}</h2>
        <ul className={styles.tiles}>
          {dueTiles.map(({ due, count }) => (
            <li key={due}>
              <Link
                className={due === 'overdue' && count > 0 ? `${styles.tile} ${styles.tileAlert}` : styles.tile}
                to={siSummaryHref({ tab: 'list', due, status: 'NOT_SUBMITTED' })}
              >
                <span className={styles.tileCount}>{number(count)}</span> <span>{t(`due.${due}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="si-dashboard-status">
        <h2 id="si-dashboard-status">{t('dashboard.status-title')}</h2>
        <ul className={styles.tiles}>
          {SI_SUMMARY_STATUSES.map((status: SiSummaryStatus) => (
            <li key={status}>
              <Link className={styles.tile} to={siSummaryHref({ tab: 'list', status })}>
                <span className={styles.tileCount}>{number(counts[status])}</span>{' '}
                <span>{t(`documentation:summaryStatus.${status}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <figure className={styles.chart}>
          <figcaption>{t('dashboard.chart')}</figcaption>
          <ul>
            {SI_SUMMARY_STATUSES.map((status) => (
              <li key={status} className={styles.bar}>
                <span className={styles.barLabel}>{t(`documentation:summaryStatus.${status}`)}</span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ width: `${String(Math.round((counts[status] / largest) * 100))}%` }}
                  />
                </span>
                <span className={styles.barValue}>{number(counts[status])}</span>
              </li>
            ))}
          </ul>
        </figure>
      </section>
    </div>
  );
}
