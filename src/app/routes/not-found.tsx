import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unknown route: a real page with a way home. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('not-found.title'));
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('not-found.title')}</h1>
      <p>{t('not-found.message')}</p>
      <p>
        <Link to={paths.home.href()}>{t('not-found.home-link')}</Link>
      </p>
    </section>
  );
}
