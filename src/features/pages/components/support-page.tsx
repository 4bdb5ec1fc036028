import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SUPPORT_EMAIL } from '@/config/support';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './pages.module.css';

/** FAQ entries (texts under `pages:support.faq.<id>`). */
const FAQ_IDS = ['tracking', 'booking-change', 'invoice', 'password', 'schedule-download'] as const;

/** /support-page (docs/requirements.md §2): the support mailbox and the FAQ as an accordion (APG accordion pattern). */
export function SupportPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('support.title'));
  return (
    <section aria-labelledby="support-title" className={styles.page}>
      <h1 id="support-title">{t('support.title')}</h1>
      <p className={styles.lead}>{t('support.intro')}</p>
      <div className={styles.mailbox}>
        <h2>{t('support.mailbox-title')}</h2>
        <p>
          {t('support.mailbox-text')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </div>
      <h2>{t('support.faq-title')}</h2>
      <div className={styles.accordion}>
        {FAQ_IDS.map((id) => (
          <FaqItem key={id} question={t(`support.faq.${id}.q`)} answer={t(`support.faq.${id}.a`)} />
        ))}
      </div>
    </section>
  );
}

/** One accordion entry: a heading holding a button (aria-expanded, aria-controls) and its region. */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.faqItem}>
      <h3 className={styles.faqHeading}>
        <button
          type="button"
          id={`${id}-button`}
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          <span>{question}</span>
          <svg
            aria-hidden="true"
            focusable="false"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            className={styles.chevron}
          >
            <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
          </svg>
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className={styles.faqPanel}>
        <p>{answer}</p>
      </div>
    </div>
  );
}
