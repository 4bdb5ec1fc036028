import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookingRequestHref } from '@/domain/booking/booking-request-url';
import type { BookingTemplate } from '@/domain/booking-template/template-contract';

import styles from './booking-templates.module.css';
import { TemplateSummary } from './template-summary';

/** Props of {@link MyTemplateCard}; `onAction` opens the rename, edit or delete dialog of the template. */
export interface MyTemplateCardProps {
  template: BookingTemplate;
  userId: string;
  onAction: (kind: 'rename' | 'edit' | 'delete') => void;
}

/** One of the user's own templates with its actions: use, rename, edit, share (its own page), delete. */
export function MyTemplateCard({ template, userId, onAction }: MyTemplateCardProps) {
  const { t } = useTranslation('booking-templates');
  return (
    <li className={styles.card}>
      <div>
        <h2>{template.name}</h2>
        <TemplateSummary template={template} userId={userId} />
      </div>
      <div className={styles.actions} role="group" aria-label={template.name}>
        <Link className={buttonClassName('primary')} to={bookingRequestHref({ template: template.id })}>
          {t('use')}
        </Link>
        <Button
          onClick={() => {
            onAction('rename');
          }}
        >
          {t('my.rename')}
        </Button>
        <Button
          onClick={() => {
            onAction('edit');
          }}
        >
          {t('my.edit')}
        </Button>
        <Link className={buttonClassName()} to={paths.shareBookingTemplate.href(template.id)}>
          {t('my.share')}
        </Link>
        <Button
          onClick={() => {
            onAction('delete');
          }}
        >
          {t('my.delete')}
        </Button>
      </div>
    </li>
  );
}
