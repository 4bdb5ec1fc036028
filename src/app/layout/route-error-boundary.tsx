import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { StatusImage } from '@/components/ui/status-image';
import { paths } from '@/config/paths';

import styles from './route-error-boundary.module.css';

/**
 * Route-level error element: the generic error image, a clear message and two ways out (try again, home),
 * instead of a blank page. A 404 thrown by a loader shows the not-found text. Its strings are the shell's (bundled), so
 * it shows even when a chunk cannot be fetched.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.box}>
      <StatusImage kind={notFound ? 'not-found' : 'error'} />
      <div role="alert">
        <h1>{notFound ? t('route-error.not-found-title') : t('route-error.title')}</h1>
        <p>{notFound ? t('route-error.not-found-message') : t('route-error.message')}</p>
      </div>
      <p className={styles.actions}>
        <Button
          variant="primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('route-error.retry')}
        </Button>
        <Link to={paths.home.href()}>{t('route-error.home-link')}</Link>
      </p>
    </main>
  );
}
