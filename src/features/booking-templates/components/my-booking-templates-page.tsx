import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { templateQueries } from '@/domain/booking-template/template-queries';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './booking-templates.module.css';
import { MyTemplateCard } from './my-template-card';
import { type MyTemplateDialog, MyTemplateDialogs } from './my-template-dialogs';
import { TemplateListStatus } from './template-list-status';

/**
 * /booking/my-booking-template: the user's own templates. Create from scratch (a form with the template's fields) or
 * from one of their bookings, rename, edit, share (link to the share page), delete after a confirmation. The list
 * loads afresh on every visit and on window focus (template-queries).
 */
export function MyBookingTemplatesPage({ userId }: { userId: string }) {
  const { t } = useTranslation('booking-templates');
  useDocumentTitle(t('my.title'));
  const list = useQuery(templateQueries.list(userId, { scope: 'mine' }));
  const [dialog, setDialog] = useState<MyTemplateDialog>(null);

  return (
    <section aria-labelledby="my-templates-title" className={styles.page}>
      <h1 id="my-templates-title">{t('my.title')}</h1>
      <p className={styles.intro}>{t('my.intro')}</p>
      <div className={styles.toolbar}>
        <Button
          variant="primary"
          onClick={() => {
            setDialog({ kind: 'create' });
          }}
        >
          {t('my.create')}
        </Button>
        <Button
          onClick={() => {
            setDialog({ kind: 'from-booking' });
          }}
        >
          {t('my.create-from-booking')}
        </Button>
        <Link className={buttonClassName()} to={paths.bookingTemplates.href()}>
          {t('usable.title')}
        </Link>
      </div>
      <TemplateListStatus list={list} empty={<p>{t('my.empty')}</p>} />
      {list.data && list.data.items.length > 0 ? (
        <ul className={styles.list} aria-label={t('my.list-label')}>
          {list.data.items.map((template) => (
            <MyTemplateCard
              key={template.id}
              template={template}
              userId={userId}
              onAction={(kind) => {
                setDialog({ kind, template });
              }}
            />
          ))}
        </ul>
      ) : null}
      <MyTemplateDialogs
        userId={userId}
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
    </section>
  );
}
