import { useTranslation } from 'react-i18next';

import noResultsUrl from '@/assets/no-results.svg';

import styles from './no-results.module.css';

/** The no-results image with a hint on what to change (docs/requirements.md §2). */
export function NoResults() {
  const { t } = useTranslation('schedule');
  return (
    <div className={styles.box} role="status">
      <img src={noResultsUrl} alt="" width={240} height={160} className={styles.image} />
      <p className={styles.title}>{t('results.none-title')}</p>
      <p className={styles.hint}>{t('results.none-hint')}</p>
    </div>
  );
}
