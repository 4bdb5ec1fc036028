import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';

import { AppFooter } from '@/app/layout/app-footer';
import { AppHeader } from '@/app/layout/app-header';
import { Spinner } from '@/components/ui/spinner';

import styles from './app-layout.module.css';

/** The plain app frame: header, the routed page, footer. The full shell comes with its own issue. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main-content">
        {t('skip-to-content')}
      </a>
      <AppHeader />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}
