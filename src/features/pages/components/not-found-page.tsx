import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { StatusPage } from './status-page';

/** /404 and every unknown route (docs/requirements.md §2): the 404 image and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <StatusPage image="not-found" title={t('not-found.title')} message={t('not-found.message')}>
      <p>
        <Link className={buttonClassName('primary')} to={paths.home.href()}>
          {t('common-home-link')}
        </Link>
      </p>
    </StatusPage>
  );
}
