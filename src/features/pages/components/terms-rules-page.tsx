import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './pages.module.css';

/** Sections of the terms (texts under `pages:terms.sections.<id>`); the anchor ids are linked from the footer. */
const SECTIONS = ['use-of-portal', 'accounts', 'bookings-and-documents', 'liability', 'privacy-cookie-policy'] as const;

/** /terms-rules/general (docs/requirements.md §2, opened from the footer in a new tab): the portal's terms of use. */
export function TermsRulesPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('terms.title'));
  const { hash } = useLocation();

  // The router does not scroll to a hash target on its own.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    // Guarded: not every environment implements scrollIntoView (jsdom does not).
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, [hash]);

  return (
    <article aria-labelledby="terms-title" className={styles.page}>
      <h1 id="terms-title">{t('terms.title')}</h1>
      <p className={styles.meta}>{t('terms.updated')}</p>
      <nav aria-label={t('terms.contents')}>
        <ol>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`terms.sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className={styles.termsSection}>
          <h2 id={`${id}-title`}>{t(`terms.sections.${id}.title`)}</h2>
          <p>{t(`terms.sections.${id}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
