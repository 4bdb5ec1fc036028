import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { StatusPage } from './status-page';

/** /maintenance (docs/requirements.md §2): shown while the portal or a feature is under maintenance. */
export function MaintenancePage() {
  const { t } = useTranslation('pages');
  return (
    <StatusPage image="maintenance" title={t('maintenance.title')} message={t('maintenance.message')}>
      <p>
        <Link to={paths.home.href()}>{t('common-home-link')}</Link>
      </p>
    </StatusPage>
  );
}
