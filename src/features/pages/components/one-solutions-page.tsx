import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { markOneSolutionsSeen, ONE_SOLUTION_ITEMS } from '@/features/pages/utils/one-solutions';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './pages.module.css';

/** /one-solutions (docs/requirements.md §2): the carrier's digital solutions, newest first; opening it marks all as seen. */
export function OneSolutionsPage() {
  const { t, i18n } = useTranslation('pages');
  useDocumentTitle(t('one-solutions.title'));
  useEffect(() => {
    markOneSolutionsSeen();
  }, []);
  const items = [...ONE_SOLUTION_ITEMS].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="one-solutions-title" className={styles.page}>
      <h1 id="one-solutions-title">{t('one-solutions.title')}</h1>
      <p className={styles.lead}>{t('one-solutions.intro')}</p>
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.id} className={styles.card}>
            <h2 className={styles.cardTitle}>{t(`one-solutions.items.${item.id}.title`)}</h2>
            <p>{t(`one-solutions.items.${item.id}.text`)}</p>
            <p className={styles.meta}>
              {t('one-solutions.published', { date: dateFormat.format(new Date(`${item.publishedOn}T00:00:00Z`)) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
