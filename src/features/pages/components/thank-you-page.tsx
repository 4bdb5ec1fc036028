import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { StatusPage } from './status-page';

/** Props of {@link ThankYouPage}: `children` is shown under the message (the route puts the survey there). */
export interface ThankYouPageProps {
  children?: ReactNode;
}

/** /thank-you (docs/requirements.md §2): the thank-you image and message after a completed request. */
export function ThankYouPage({ children }: ThankYouPageProps) {
  const { t } = useTranslation('pages');
  return (
    <StatusPage image="thank-you" title={t('thank-you.title')} message={t('thank-you.message')}>
      {children}
      <p>
        <Link to={paths.home.href()}>{t('common-home-link')}</Link>
      </p>
    </StatusPage>
  );
}
