import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';

import { paths } from '@/config/paths';

import styles from './route-error-boundary.module.css';

/** Route-level error element: a clear message and a way out, instead of a blank page. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className={styles.box} role="alert">
      <h1>{t('error-boundary.title')}</h1>
      <p>{t('error-boundary.message')}</p>
      <p className={styles.actions}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('error-boundary.retry')}
        </button>
        <Link to={paths.home.href()}>{t('not-found.home-link')}</Link>
      </p>
    </main>
  );
}
