import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { bookingRequestHref } from '@/domain/booking/booking-request-url';
import { templateQueries } from '@/domain/booking-template/template-queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './booking-templates.module.css';
import { TemplateListStatus } from './template-list-status';
import { TemplateSummary } from './template-summary';

/**
 * /booking/booking-template: every template the user may use (their own and those colleagues
 * shared with them), searchable by name, lane and commodity, each with lane, size-types and who shared it, and "Use"
 * (the booking request with `?template=`). The list loads afresh on every visit and when the window regains focus
 * (template-queries: docs/requirements.md §2, changes made in another tab).
 */
export function BookingTemplatesPage({ userId }: { userId: string }) {
  const { t } = useTranslation('booking-templates');
  useDocumentTitle(t('usable.title'));
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim());
  const list = useQuery(templateQueries.list(userId, { scope: 'usable', q: search }));

  return (
    <section aria-labelledby="templates-title" className={styles.page}>
      <h1 id="templates-title">{t('usable.title')}</h1>
      <p className={styles.intro}>{t('usable.intro')}</p>
      <div className={styles.toolbar}>
        <TextField
          label={t('search')}
          description={t('search-hint')}
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
          }}
        />
        <Link className={buttonClassName()} to={paths.myBookingTemplates.href()}>
          {t('my.title')}
        </Link>
      </div>
      <TemplateListStatus
        list={list}
        empty={
          search === '' ? (
            <p>
              {t('usable.empty')} <Link to={paths.myBookingTemplates.href()}>{t('my.title')}</Link>
            </p>
          ) : (
            <p>{t('no-match', { q: search })}</p>
          )
        }
      />
      {list.data && list.data.items.length > 0 ? (
        <ul className={styles.list} aria-label={t('usable.list-label')}>
          {list.data.items.map((template) => (
            <li key={template.id} className={styles.card} aria-labelledby={`template-${template.id}`}>
              <div>
                <h2 id={`template-${template.id}`}>{template.name}</h2>
                <TemplateSummary template={template} userId={userId} />
              </div>
              <div className={styles.actions}>
                <Link className={buttonClassName('primary')} to={bookingRequestHref({ template: template.id })}>
                  {t('use')}
                  <span className="visually-hidden">: {template.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
