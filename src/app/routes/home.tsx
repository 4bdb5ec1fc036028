import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Home page of the plain frame; the full home page (quick searches, notices, guides) is its own issue. */
export default function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('app-name'));
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <p>
        <Link className="button button-primary" to={paths.pointToPointSchedule.href()}>
          {t('home.schedule-cta')}
        </Link>
      </p>
    </section>
  );
}
