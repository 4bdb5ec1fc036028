import { useTranslation } from 'react-i18next';

import type { ShippingInstructions } from '@/domain/documentation/si-contract';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import styles from './si-details-page.module.css';

/** What happened to the SI, oldest first, with the carrier's or customer's comment where there was one. */
export function SiHistory({ si }: { si: ShippingInstructions }) {
  const { t } = useTranslation('si-details');
  const formatUserDateTime = useFormatUserDateTime();
  return (
    <section aria-labelledby="si-history-title" className={styles.history}>
      <h2 id="si-history-title">{t('history.title')}</h2>
      <ol>
        {si.history.map((entry, index) => (
          <li key={`${entry.event}-${entry.dateTime}-${String(index)}`}>
            <span className={styles.event}>{t(`history.${entry.event}`)}</span>{' '}
            <time dateTime={entry.dateTime}>{formatUserDateTime(entry.dateTime)}</time>
            {entry.comment ? <q className={styles.comment}>{entry.comment}</q> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
