import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';

import { homeQueries } from '../api/home-queries';
import styles from './home.module.css';
import noticeStyles from './notices.module.css';

/**
 * The carrier's latest notices (GET v1/notices), newest first; a failed load offers a retry. The body keeps its height
 * from spinner to list (notices.module.css), so nothing below moves when the data arrives.
 */
export function Notices() {
  const { t } = useTranslation('home');
  const { data, isError, isFetching, refetch } = useQuery(homeQueries.notices());
  let body;
  if (isError) {
    body = <QueryErrorFallback message={t('notices.error')} query={{ isFetching, refetch }} />;
  } else if (!data) {
    body = <Spinner label={t('notices.loading')} />;
  } else {
    body = (
      <ul className={styles.notices}>
        {data.map((notice) => (
          <li key={notice.id} className={styles.notice}>
            <span className={styles.noticeMeta}>
              <time dateTime={notice.publishedOn}>{notice.publishedOn}</time>
              <span className={styles.noticeCategory}>{t(`notices.categories.${notice.category}`)}</span>
            </span>
            <span>{notice.title}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="notices-title" className={styles.panel}>
      <h2 id="notices-title" className={styles.panelTitle}>
        {t('notices.title')}
      </h2>
      <div className={noticeStyles.body}>{body}</div>
    </section>
  );
}
